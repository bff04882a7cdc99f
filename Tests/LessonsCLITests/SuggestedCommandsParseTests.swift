import ExerciseKit
import Foundation
import LessonFixtures
import LessonsCLI
import XCTest

/// Every command line the outputs suggest (`swift run lessons exercise hint shout`, `'lessons list
/// --lang ko'`) is one the real parser takes: a suggestion never leads the learner to a usage error.
final class SuggestedCommandsParseTests: XCTestCase {
    func testEverySuggestedCommandLineParses() throws {
        let wrong = try FixtureExercises(answers: .wrong)
        let right = try FixtureExercises(answers: .right)
        var texts: [String] = []
        for language in ["en", "ko"] {
            for arguments in [
                ["list"], ["help"], ["run", "label-binder"], ["run", "label-binder", "--scene", "main"],
                ["run", "nosuch"], ["check"], ["run", "marks"], ["exercise", "list"],
                ["exercise", "show", "shout"],
                ["exercise", "hint", "shout"], ["exercise", "hint", "shout"], ["exercise", "check", "shout"],
                ["exercise", "check"], ["exercise", "show", "shuot"], ["exercise", "reset", "shout"],
                ["exercise", "solution", "shout"], ["exercise"], ["run"], ["--nosuch"],
            ] {
                for exercises in [wrong.catalogue, right.catalogue] {
                    let outcome = try lessons(arguments + ["--lang", language], exercises: exercises)
                    texts += [outcome.output, outcome.errors]
                }
            }
        }
        let suggested = Set(texts.flatMap(Self.suggestedCommandLines))
        XCTAssertGreaterThan(suggested.count, 10, "too few suggestions found: \(suggested.sorted())")
        for line in suggested.sorted() {
            let arguments = line.split(separator: " ").map(String.init)
            XCTAssertNoThrow(
                try CommandLineParser.parse(arguments), "suggested, but does not parse: lessons \(line)")
        }
    }

    /// The arguments of each command line in `text` that starts with `swift run lessons ` or is quoted
    /// as `'lessons …'`, without trailing punctuation; usage patterns with placeholders (`<id>`) aside.
    static func suggestedCommandLines(in text: String) -> [String] {
        var found: [String] = []
        for marker in ["swift run lessons ", "'lessons "] {
            var rest = Substring(text)
            while let range = rest.range(of: marker) {
                let tail = rest[range.upperBound...]
                let end =
                    tail.firstIndex { $0 == "\n" || $0 == "'" || $0 == "`" || $0 == ")" } ?? tail.endIndex
                var line = String(tail[..<end]).trimmingCharacters(in: .whitespaces)
                while let last = line.last, ".,:;".contains(last) { line.removeLast() }
                if !line.contains("<"), !line.contains("["), !line.contains("…") { found.append(line) }
                rest = tail[end...]
            }
        }
        return found
    }
}
