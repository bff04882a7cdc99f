import LessonKit
import RxSandbox

/// How a learner's tests ended, as the check draws it: a label that reads as code on every page.
package enum TestVerdict: String {
    /// Every assertion passed.
    case passed
    /// An assertion failed, or a test threw.
    case failed
    /// No assertion was made: a test that cannot fail.
    case assertedNothing
}

/// The `MarbleAssertions` of a check: each assertion is compared with `MarbleComparison`, and its
/// outcome printed on the scene's console (the mismatch with it), as `assertMarbles` reports it.
final class CheckedAssertions: MarbleAssertions {
    private let stage: Stage
    private var assertions = 0
    private var failures = 0

    init(_ stage: Stage) {
        self.stage = stage
    }

    /// How the tests ended, given whether one threw.
    func verdict(threw: Bool) -> TestVerdict {
        if threw || failures > 0 { return .failed }
        return assertions == 0 ? .assertedNothing : .passed
    }

    func check<Value: Equatable>(
        _ actual: [Recorded<Event<Value>>], _ expected: String, values: [String: Value],
        timing: MarbleTiming, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) {
        assertions += 1
        let words = stage.language.mismatchWords
        let call = "assertMarbles(…, \"\(expected)\")"
        do {
            if let mismatch = try MarbleComparison.compare(
                actual, with: expected, values: values, timing: timing, words: words)
            {
                failures += 1
                say(Localized(ko: "\(call) 실패:", en: "\(call) fails:"))
                stage.print(mismatch.description)
            } else {
                say(Localized(ko: "\(call) 통과", en: "\(call) passes"))
            }
        } catch let error as MarbleSyntaxError {
            failures += 1
            say(Localized(ko: "\(call) 실패:", en: "\(call) fails:"))
            stage.print(words.syntaxError(error))
        } catch {
            failures += 1
            say(Localized(ko: "\(call) 실패: \(error)", en: "\(call) fails: \(error)"))
        }
    }

    /// Prints `text` in the scene's language.
    func say(_ text: Localized) {
        stage.print(text[stage.language])
    }
}
