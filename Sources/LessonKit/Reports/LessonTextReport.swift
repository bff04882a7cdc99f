import Marbles

/// A lesson's report for the terminal: the narrative, with each `{{code NAME}}` replaced by the code
/// region and each `{{scene NAME}}` by what the scene did — its marble diagram, what it printed, its
/// expectations, the UI at the end and the resource count — then a one-line verdict.
///
/// The same report, the same options: the same bytes.
public struct LessonTextReport {
    /// The language of the narrative and of the report's own words.
    public var language: Language
    /// Whether to use ANSI colours.
    public var useColor: Bool
    /// The width to wrap the narrative at, in terminal columns.
    public var width: Int

    public init(language: Language, useColor: Bool, width: Int = 80) {
        self.language = language
        self.useColor = useColor
        self.width = width
    }

    /// The report of `report`, whose lesson's files are `sources`.
    public func render(_ report: LessonReport, sources: LessonSources) throws -> String {
        let lesson = report.lesson
        let markdown = TerminalMarkdownRenderer(width: width, useColor: useColor)
        var problem: LessonSourceError?
        let narrative = markdown.render(MarkdownDocument(parsing: sources.narrative(language))) {
            name, argument in
            do {
                return try directive(name, argument, report: report, sources: sources, markdown: markdown)
            } catch {
                problem = problem ?? (error as? LessonSourceError)
                return nil
            }
        }
        if let problem { throw problem }
        let header = dim("lessons run \(lesson.id)") + "\n" + dim(lesson.summary[language])
        let verdict =
            report.passed
            ? style("✓ " + ReportWords.passed[language], "32")
            : style("✗ " + ReportWords.failed[language], "31")
        return [header, narrative, verdict].joined(separator: "\n\n") + "\n"
    }

    private func directive(
        _ name: String, _ argument: String?, report: LessonReport, sources: LessonSources,
        markdown: TerminalMarkdownRenderer
    ) throws -> String {
        switch try NarrativeDirective.resolve(
            name, argument, page: "lesson \(report.lesson.id)", regions: sources.regions,
            regionNames: sources.regionNames, scenes: report.scenes)
        {
        case .code(let code):
            return markdown.render(MarkdownDocument(blocks: [.codeBlock(language: "swift", code: code)]))
        case .scene(let scene):
            return render(scene)
        case .marbles(_, let timeline):
            return AsciiMarbleRenderer(options: .init(color: useColor)).render(timeline)
                .split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
                    separator: "\n")
        }
    }

    /// What a scene did.
    func render(_ scene: SceneReport) -> String {
        var lines = [style("▶ \(ReportWords.scene[language]): \(scene.sceneID)", "1")]
        let diagram = AsciiMarbleRenderer(options: .init(color: useColor)).render(scene.timeline)
        lines += diagram.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        lines.append("  " + dim(ReportWords.timeNote[language]))
        if !scene.console.isEmpty {
            lines.append("")
            lines.append(style(ReportWords.printed[language], "1"))
            let width = scene.console.map { String($0.time).count }.max() ?? 0
            for line in scene.console {
                let time = String(repeating: " ", count: width - String(line.time).count) + String(line.time)
                lines.append("  \(dim(time))  \(line.text)")
            }
        }
        if !scene.expectations.isEmpty {
            lines.append("")
            lines.append(style(ReportWords.expected[language], "1"))
            for (expectation, mismatch) in scene.expectations {
                if let mismatch {
                    lines.append(
                        "  " + style("✗ \(expectation.stream)  \(ReportWords.differs[language])", "31"))
                    lines += mismatch.split(separator: "\n").map { "    " + $0 }
                } else {
                    let keys = expectation.values.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }
                    let legend = keys.isEmpty ? "" : dim("  (" + keys.joined(separator: ", ") + ")")
                    lines.append(
                        "  " + style("✓", "32") + " \(expectation.stream)  \(expectation.diagram)" + legend)
                }
            }
        }
        if !scene.properties.isEmpty {
            lines.append("")
            lines.append(style(ReportWords.finalState[language], "1"))
            let names = scene.properties.map { "\($0.object).\($0.property)" }
            let width = names.map(\.count).max() ?? 0
            for (name, track) in zip(names, scene.properties) {
                lines.append(
                    "  \(name)\(String(repeating: " ", count: width - name.count))  \(track.finalLabel)")
            }
        }
        if let failure = scene.failure {
            lines.append("")
            lines.append(style("✗ \(failure)", "31"))
        }
        lines.append("")
        let (before, after) = scene.resources
        lines.append(
            before == after
                ? style("✓ " + ReportWords.nothingLeaked[language], "32")
                : style("✗ " + ReportWords.leaked(after - before)[language], "31"))
        return lines.joined(separator: "\n")
    }

    private func style(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func dim(_ text: String) -> String {
        style(text, "2")
    }
}
