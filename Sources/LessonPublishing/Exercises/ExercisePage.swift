import ExerciseKit
import LessonKit
import Markdown
import TextSupport

/// An exercise's page on the site: the task, the visible scenario's expected marbles as a diagram, the
/// file to edit and the commands that check it, and the hints, each behind a disclosure (closed until
/// the learner opens it). It never shows a solution.
struct ExercisePage {
    var language: Language
    /// The navigation bar's links, as HTML.
    var navigation: String
    /// The pages a code span links to when its whole text is their id (see `NarrativeHTML`).
    var pageLinks: [String: String]
    /// The check of the learner's answer, to show its verdict (on a page `lessons serve` made when they
    /// saved it); `nil` on the site, which never runs their code.
    var check: ExerciseCheck? = nil

    func render(_ task: ExerciseTask) -> String {
        let exercise = task.exercise
        let renderer = HTMLMarkdownRenderer(
            codeLinks: pageLinks, headingAnchorTitle: PageNavigation.anchorWord[language])
        let (body, _) = renderer.renderWithHeadings(task.document) { name, _ in
            let scenario = exercise.visibleScenario
            guard name == "expected", let timeline = try? scenario.expectedTimeline()
            else { return nil }
            let marbles = scenario.expected.map { item in
                let legend = Expectation.legend(of: item.values).map { "  (\($0))" } ?? ""
                return "\(Stage.laneName(item.stream, in: language))  \(item.diagram)\(legend)"
            }
            return DiagramFigure(
                language: language, idPrefix: "exercise-\(exercise.id)-\(scenario.id)",
                title: "\(exercise.title[language]) · \(scenario.id)",
                description: Self.expectedWord[language], scrubbed: false
            ).html(ReportWords.namingPlainErrors(timeline, in: language))
                + "\n<p class=\"expected-label\">\(escape(Self.expectedWord[language]))</p>"
                + "\n<pre><code>\(escape(marbles.joined(separator: "\n")))</code></pre>"
        }
        let command = ExerciseCommand.line("check", exercise.id, language: language)
        let hints = exercise.hints.enumerated().map { index, hint in
            let text = renderer.render(MarkdownDocument(parsing: hint[language]))
            return
                "<details class=\"hint\"><summary>\(escape(Self.hintWord[language])) \(index + 1)</summary>\n"
                + text + "\n</details>"
        }
        let verdict = check.map { check in
            "<section class=\"verdict\" id=\"verdict\"><h2>\(escape(Self.verdictWord[language]))</h2>\n"
                + "<p class=\"\(check.passed ? "ok" : "bad")\">\(check.passed ? "✓" : "✗") "
                + escape(check.passed ? Self.passedWord[language] : Self.failedWord[language]) + "</p>\n"
                + "<pre class=\"check-report\">\(escape(ExerciseTextReport(language: language, useColor: false).render(check)))</pre></section>"
        }
        let main =
            ([body] + (verdict.map { [$0] } ?? []) + [
                "<h2>\(escape(Self.yourTurn[language]))</h2>",
                "<p>\(escape(Self.editWord[language])): <code>\(escape(exercise.learnerPath))</code></p>",
                "<pre><code>\(escape(command))</code></pre>",
                "<p class=\"live-note\">\(Self.liveNote[language])</p>",
                "<p>\(escape(Self.hintsIntro[language]))</p>",
                hints.joined(separator: "\n"),
            ]).joined(separator: "\n")
        return HTMLPage(
            language: language, title: "\(exercise.title[language]) · RxSandbox", navigation: navigation,
            main: main, assetsPath: "../assets/"
        ).html
    }

    private func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }

    /// The line that says how to see the verdict on this page as the learner saves (HTML).
    private static let liveNote = Localized(
        ko: "<code>swift run lessons serve</code>로 이 페이지를 열면, 답을 저장할 때마다 확인 결과가 여기에 나옵니다.",
        en: "Open this page with <code>swift run lessons serve</code>, and each time you save your answer, "
            + "its check appears here.")
    private static let verdictWord = Localized(ko: "여러분의 답을 확인한 결과", en: "Your answer, checked")
    private static let passedWord = Localized(
        ko: "모든 시나리오를 통과했습니다", en: "every scenario passes")
    private static let failedWord = Localized(
        ko: "통과하지 못한 시나리오가 있습니다(아래)", en: "a scenario does not pass (below)")
    private static let expectedWord = Localized(ko: "기대한 마블", en: "Expected marbles")
    private static let editWord = Localized(ko: "편집할 파일", en: "edit")
    private static let hintWord = Localized(ko: "힌트", en: "Hint")
    private static let yourTurn = Localized(ko: "직접 해 보기", en: "Your turn")
    private static let hintsIntro = Localized(
        ko: "파일을 고치고 위 명령으로 확인하세요. 막히면 힌트를 하나씩 열어 보세요. 힌트는 방향에서 시작해 답의 모양으로 끝납니다.",
        en:
            "Edit the file, then check it with the command above. Stuck? Open the hints one at a time: they go "
            + "from a nudge to the shape of the answer.")
}
