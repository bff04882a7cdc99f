import Marbles
import Testing

/// Each way a diagram can be wrong, with the column, character, message and hint it reports.
@Suite("Marble syntax errors")
struct SyntaxErrorTests {
    @Test("the description shows where, the diagram with a caret under the character, and a hint")
    func descriptionFormat() throws {
        let error = try #require(syntaxError("-a-^-b--|"))
        #expect(
            error.description == """
                marble syntax error at column 4 ('^'): a cold diagram has no subscription point
                  -a-^-b--|
                     ^
                hint: remove the `^`, or parse the diagram as hot (`MarbleDiagram(parsing:kind: .hot)`)
                """)
    }

    @Test("the column counts characters; the caret counts terminal columns (가 takes two)")
    func caretAfterWideCharacters() throws {
        let error = try #require(syntaxError("가나)"))
        #expect(error.column == 3)
        #expect(error.description.contains("  가나)\n      ^\n"))
    }

    @Test(
        "every error says what and what to do in Korean too, at the same place",
        arguments: [
            "-a-^-b--|", "-(a(b))", "--(ab-|", "-a)-", "--|-a", "--'ab", "--''", "-\u{7}-", "1.2.3ms -a",
            "0.5ms -a",
        ])
    func korean(text: String) throws {
        let error = try #require(syntaxError(text))
        #expect(error.koreanMessage.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        #expect(error.koreanHint.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        let english = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        let korean = error.koreanDescription.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(korean.count == 4)
        #expect(korean[1...2] == english[1...2], "the diagram and its caret are the same")
        #expect(korean[0].hasPrefix("마블 문법 에러(\(error.column)열"))
        #expect(korean[3].hasPrefix("힌트: "))
    }

    @Test(
        "every error of a subscription diagram says it in Korean too",
        arguments: ["^-^", "!-^", "^-!-!", "^-a-!"])
    func koreanSubscription(text: String) throws {
        let error = try #require(subscriptionSyntaxError(text))
        #expect(error.koreanMessage.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        #expect(error.koreanHint.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
    }

    @Test("a group inside a group")
    func nestedGroup() throws {
        let error = try #require(syntaxError("-(a(b))"))
        #expect(error.column == 4)
        #expect(error.character == "(")
        #expect(error.message == "a group inside the group opened at column 2")
        #expect(error.hint == "groups do not nest; close the first with `)`")
    }

    @Test("a group that is never closed is reported at its `(`")
    func unclosedGroup() throws {
        let error = try #require(syntaxError("--(ab-|"))
        #expect(error.column == 3)
        #expect(error.character == "(")
        #expect(error.message == "a group that is never closed")
    }

    @Test("a `)` that closes no group")
    func unopenedGroup() throws {
        let error = try #require(syntaxError("-a)-"))
        #expect(error.column == 3)
        #expect(error.message == "`)` closes no group")
    }

    @Test("`^` in a cold diagram")
    func subscriptionPointInColdDiagram() throws {
        let error = try #require(syntaxError("--^--"))
        #expect(error.column == 3)
        #expect(error.message == "a cold diagram has no subscription point")
    }

    @Test("two `^` in a hot diagram")
    func twoSubscriptionPoints() throws {
        let error = try #require(syntaxError("-^-^-", kind: .hot))
        #expect(error.column == 4)
        #expect(error.message == "a second subscription point")
        #expect(error.hint == "keep one `^` per diagram")
    }

    @Test("`!` in an event diagram", arguments: [MarbleDiagram.Kind.cold, .hot])
    func unsubscriptionInEventDiagram(kind: MarbleDiagram.Kind) throws {
        let error = try #require(syntaxError("--a--!", kind: kind))
        #expect(error.column == 6)
        #expect(error.message == "`!` (unsubscription) belongs in subscription diagrams")
    }

    @Test("an event after a terminal event names the terminal event's column")
    func eventAfterTerminal() throws {
        let afterCompletion = try #require(syntaxError("-a-|-b"))
        #expect(afterCompletion.column == 6)
        #expect(afterCompletion.message == "an event after the terminal event at column 4")
        #expect(afterCompletion.hint == "nothing follows `|` or `#`; move the event before it")
        #expect(syntaxError("#|")?.column == 2)
        #expect(syntaxError("(|a)")?.column == 3)
        // Time and alignment after the end are fine.
        #expect(syntaxError("-a-|--  10ms") == nil)
    }

    @Test("an unknown value key in strict mode, pointing at the key")
    func unknownKeyInStrictMode() throws {
        #expect(throws: MarbleSyntaxError.self) {
            try Marbles.events("-a-b-|", values: ["a": 1], strict: true)
        }
        do {
            _ = try Marbles.events("-a 5ms 'Blue'-|", values: ["a": "A"], strict: true)
            Issue.record("expected an error")
        } catch let error as MarbleSyntaxError {
            #expect(error.column == 8)
            #expect(error.character == "'")
            #expect(error.message == "no value for the key `Blue` (strict mode)")
            #expect(error.hint == "add `\"Blue\": …` to `values`")
        }
    }

    @Test("a key that stands for no value of the type, outside strict mode")
    func keyOfTheWrongType() throws {
        do {
            _ = try Marbles.events("-1-x-|", values: ["a": 1])
            Issue.record("expected an error")
        } catch let error as MarbleSyntaxError {
            #expect(error.column == 4)
            #expect(error.message == "no value for the key `x`, and `x` is not a value of type Int")
        }
    }

    @Test("an unclosed quote, and an empty one")
    func badQuotes() throws {
        let unclosed = try #require(syntaxError("-'Red-|"))
        #expect(unclosed.column == 2)
        #expect(unclosed.message == "a quote that is never closed")
        let empty = try #require(syntaxError("-''-"))
        #expect(empty.message == "an empty quoted value")
    }

    @Test("a control character, shown escaped", arguments: ["-a\n-", "-a\t-", "-'a\u{7}'", "\u{1B}[31m"])
    func controlCharacters(_ text: String) throws {
        let error = try #require(syntaxError(text))
        #expect(error.message == "a control character")
        // Shown escaped (`\n`, `\t`, `\u{7}`), so the description keeps its four lines.
        #expect(error.description.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        #expect(error.description.contains("\\"))
    }

    @Test("a duration that is not a whole number of frames, or too long")
    func badDurations() throws {
        let fraction = try #require(syntaxError("a 1.5ms b"))
        #expect(fraction.column == 3)
        #expect(fraction.message == "`1.5ms` is not a whole number of frames (1 frame is 1 ms)")
        #expect(syntaxError("a 99999999m b")?.column == 3)
        #expect(syntaxError("1..5s a")?.message == "`1..5s` is not a duration")
    }

    @Test("subscription diagrams: events, a second `^` or `!`, and `!` before `^`")
    func subscriptionDiagramErrors() throws {
        #expect(subscriptionSyntaxError("^-a-!")?.message == "a subscription diagram has no events")
        #expect(subscriptionSyntaxError("^-^")?.message == "a second subscription point")
        #expect(subscriptionSyntaxError("^-!-!")?.message == "a second unsubscription point")
        #expect(subscriptionSyntaxError("-!-^")?.message == "an unsubscription before the subscription")
        #expect(subscriptionSyntaxError("-(^!")?.message == "a group that is never closed")
    }
}
