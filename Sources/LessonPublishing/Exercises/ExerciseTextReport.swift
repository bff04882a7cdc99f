import ExerciseKit
import LessonKit
import Marbles
import Markdown
import TextSupport

/// The exercises for the terminal: a task (what `lessons exercise show` prints), a check's report
/// (`lessons exercise check`), and the hints given so far (`lessons exercise hint`).
///
/// A report of a check starts with the hint of the likeliest mistake its failures show (the first the
/// exercise lists), then lists each scenario with ✓ or ✗ and what it does; under a failed one, first
/// the hint of the known mistake its failure points to, or, when it points to none, the first
/// difference in plain words (`FailureInWords`), then what the scene did (its diagram, its expectations
/// with the marble diff, what leaked, as a lesson's scene shows it). It ends with the leak check and a
/// verdict. The same input, the same options: the same bytes.
package struct ExerciseTextReport {
    package var language: Language
    package var useColor: Bool
    /// The width to wrap at, in terminal columns.
    package var width: Int

    package init(language: Language, useColor: Bool, width: Int = 80) {
        self.language = language
        self.useColor = useColor
        self.width = width
    }

    /// The scenes' part of the report is a lesson report's.
    private var scenes: LessonTextReport {
        LessonTextReport(language: language, useColor: useColor, width: width)
    }

    // MARK: show

    /// The task, its visible scenario drawn with the marbles it expects, and the lines that say what to
    /// edit and how to check it.
    package func render(_ task: ExerciseTask) -> String {
        let exercise = task.exercise
        let markdown = TerminalMarkdownRenderer(width: width, useColor: useColor)
        let body = markdown.render(task.document) { name, _ in
            guard name == "expected" else { return nil }
            return expected(exercise.visibleScenario).joined(separator: "\n")
        }
        let commands = [
            "\(ExerciseWords.edit[language]): \(exercise.learnerPath)",
            "\(ExerciseWords.check[language]): " + command("check", exercise.id),
            "\(ExerciseWords.stuck[language]): " + command("hint", exercise.id),
        ]
        return [
            scenes.dim(command("show", exercise.id, swiftRun: false)), body, commands.joined(separator: "\n"),
        ]
        .joined(separator: "\n\n") + "\n"
    }

    /// A scenario's expected streams: drawn, then as the marble text the check compares with.
    private func expected(_ scenario: ExerciseScenario) -> [String] {
        guard let timeline = try? scenario.expectedTimeline() else {
            return scenario.expected.map { "  \($0.stream)  \($0.diagram)" }
        }
        var lines = scenes.diagram(timeline, explainsSubscriptions: false)
        lines.append("")
        lines.append(TerminalStyle.bold.wrap(ExerciseWords.expectedMarbles[language], if: useColor))
        for item in scenario.expected {
            let legend = Expectation.legend(of: item.values).map {
                scenes.dim("  (" + VisibleText.of($0) + ")")
            }
            lines.append("  \(Stage.laneName(item.stream, in: language))  \(item.diagram)" + (legend ?? ""))
        }
        return lines
    }

    // MARK: check

    /// What a check found: each scenario, the diff and hint of each failure, the leak check, the verdict.
    package func render(_ check: ExerciseCheck) -> String {
        let exercise = check.exercise
        var parts = [scenes.dim(command("check", exercise.id, swiftRun: false) + "\n" + exercise.learnerPath)]
        // The most relevant hint first.
        let likely = check.likelyMistake
        if let likely {
            parts.append(
                ([TerminalStyle.yellow.wrap("\(ExerciseWords.likelyMistake[language]):", if: useColor)]
                    + paragraph(likely.hint[language], indent: 2)).joined(separator: "\n"))
        }
        for outcome in check.outcomes {
            var lines: [String] = []
            let name =
                outcome.scenario.id
                + (outcome.scenario.isHidden ? " (\(ExerciseWords.hidden[language]))" : "")
            let summary = paragraph(outcome.scenario.summary[language], indent: 2)
            if outcome.passed {
                lines.append(scenes.mark("✓", name, style: .green))
            } else {
                lines.append(scenes.mark("✗", name, style: .red))
                lines += summary
                // What went wrong, before the scene: the hint of its mistake, or the first difference in
                // plain words.
                if let mistake = outcome.mistake {
                    lines.append(
                        "  " + TerminalStyle.yellow.wrap("\(ExerciseWords.hint[language]):", if: useColor))
                    lines +=
                        mistake.hint == likely?.hint
                        ? paragraph(ExerciseWords.likelyMistakeAbove[language], indent: 4)
                        : paragraph(mistake.hint[language], indent: 4)
                } else if let sentence = FailureInWords.sentence(for: outcome, in: language) {
                    lines.append(
                        "  "
                            + TerminalStyle.yellow.wrap(
                                "\(ExerciseWords.whatDiffered[language]):", if: useColor))
                    lines += paragraph(sentence, indent: 4)
                }
                lines.append("")
                // What the scene did, as a lesson shows a scene, without its heading.
                // Drawn 2 columns narrower: it is indented by 2 under the scenario.
                var indented = scenes
                indented.width = width - 2
                let scene = indented.render(outcome.report).split(
                    separator: "\n", omittingEmptySubsequences: false
                )
                .dropFirst().drop { $0.isEmpty }
                lines += scene.map { $0.isEmpty ? "" : "  " + $0 }
            }
            parts.append(lines.joined(separator: "\n"))
        }
        // Each scenario that leaked, with what it left: the objects by name, the subscriptions by count.
        let leaking = check.outcomes.filter(\.leaked)
        let leakLines =
            leaking.isEmpty
            ? [
                scenes.mark(
                    "✓", "\(ExerciseWords.leakCheck[language]): \(ExerciseWords.nothingLeaked[language])",
                    style: .green)
            ]
            : leaking.map { outcome in
                let found = outcome.report.leakCheck.lines(in: language).filter { !$0.ok }.map(\.text)
                return scenes.mark(
                    "✗",
                    "\(ExerciseWords.leakCheck[language]), `\(outcome.scenario.id)`: "
                        + found.joined(separator: "; "), style: .red)
            }
        let passed = check.outcomes.filter(\.passed).count
        let verdict = ExerciseWords.passed(passed, of: check.outcomes.count)[language]
        var ending =
            leakLines + [
                check.passed
                    ? scenes.mark("✓", verdict, style: .green) : scenes.mark("✗", verdict, style: .red)
            ]
        if !check.passed {
            ending.append("\(ExerciseWords.stuck[language]): " + command("hint", exercise.id))
        }
        parts.append(ending.joined(separator: "\n"))
        return parts.joined(separator: "\n\n") + "\n"
    }

    // MARK: hint

    /// The hints of `exercise` up to the `shown`-th (counted from 1), numbered, then what comes next.
    package func hints(of exercise: Exercise, upTo shown: Int) -> String {
        let count = min(max(shown, 1), exercise.hints.count)
        var lines: [String] = []
        for (index, hint) in exercise.hints.prefix(count).enumerated() {
            let heading = ExerciseWords.hintNumber(index + 1, of: exercise.hints.count)[language] + ":"
            lines.append(
                ([TerminalStyle.yellow.wrap(heading, if: useColor)] + paragraph(hint[language], indent: 2))
                    .joined(separator: "\n"))
        }
        let next = count == exercise.hints.count ? ExerciseWords.lastHint : ExerciseWords.nextHint
        let ending = next[language].replacingOccurrences(of: "%@", with: exercise.id)
        lines.append(TerminalTextWrapper.wrap(ending, width: width).map(scenes.dim).joined(separator: "\n"))
        return lines.joined(separator: "\n\n") + "\n"
    }

    // MARK: Helpers

    /// `swift run lessons exercise ACTION ID` in the report's language.
    private func command(_ action: String, _ id: String, swiftRun: Bool = true) -> String {
        ExerciseCommand.line(action, id, language: language, swiftRun: swiftRun)
    }

    /// `text`, a paragraph of Markdown (code spans), wrapped to the report's width after `indent` spaces.
    private func paragraph(_ text: String, indent: Int) -> [String] {
        TerminalMarkdownRenderer(width: max(width - indent, 20), useColor: useColor)
            .render(MarkdownDocument(parsing: text)).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : String(repeating: " ", count: indent) + $0 }
    }
}
