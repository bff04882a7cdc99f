import LessonKit
import TextSupport

/// What `check` and `exercise check` print: a line per thing checked, `✓ name` or `✗ name` (with a
/// note after it, if any), the problems of a failed one indented under it, then how many were checked
/// and how many failed.
struct CheckList {
    /// One thing checked: its name, whether it passed, and what is wrong with it: problems printed
    /// under it, or a note after its name.
    struct Item {
        var name: String
        var passed: Bool
        var problems: [String] = []
        var note: String?

        /// A thing that passed when it has no `problems`.
        init(_ name: String, problems: [String]) {
            self.name = name
            passed = problems.isEmpty
            self.problems = problems
        }

        /// A thing that passed or not, with `note` after its name when it did not.
        init(_ name: String, passed: Bool, note: String) {
            self.name = name
            self.passed = passed
            self.note = note
        }
    }

    var language: Language
    var useColor: Bool

    /// The list of `items`, and whether they all passed.
    func render(_ items: [Item]) -> (text: String, passed: Bool) {
        var text = ""
        var failed = 0
        for item in items {
            if item.passed {
                text += TerminalStyle.green.wrap("✓", if: useColor) + " \(item.name)\n"
                continue
            }
            failed += 1
            text += TerminalStyle.red.wrap("✗", if: useColor) + " \(item.name)"
            text += (item.note.map { "  \($0)" } ?? "") + "\n"
            text += item.problems.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") + "\n" }
                .joined()
        }
        return (text + Self.summary(checked: items.count, failed: failed)[language] + "\n", failed == 0)
    }

    /// `5 checked, all passed`, `5 checked, 1 failed`.
    static func summary(checked: Int, failed: Int) -> Localized {
        failed == 0
            ? Localized(ko: "\(checked)개 확인, 모두 통과", en: "\(checked) checked, all passed")
            : Localized(ko: "\(checked)개 확인, \(failed)개 실패", en: "\(checked) checked, \(failed) failed")
    }
}
