import LessonKit
import Marbles
import Markdown
import TextSupport

/// A lesson's report for the terminal: the narrative, with each `{{code NAME}}` replaced by the code
/// region and each `{{scene NAME}}` by what the scene did — its marble diagram, what it printed, its
/// expectations, the UI at the end and the resource count — then a one-line verdict and, when
/// `nextLesson` is set, the command to run next.
///
/// The same report, the same options: the same bytes.
package struct LessonTextReport {
    /// What a learner runs after a lesson.
    package enum NextStep: Equatable, Sendable {
        /// The next lesson in teaching order: `swift run lessons run ID --lang LANG`.
        case lesson(id: String)
        /// That was the last lesson: `swift run lessons list` shows them all.
        case list
        /// That was one scene of the lesson `id`: `swift run lessons run ID --lang LANG` runs it all.
        case wholeLesson(id: String)
        /// That was one operator of the operator reference's family `id`: the same command runs its
        /// whole page.
        case wholePage(id: String)
    }

    /// The language of the narrative and of the report's own words.
    package var language: Language
    /// Whether to use ANSI colours.
    package var useColor: Bool
    /// The width to wrap the narrative at, in terminal columns.
    package var width: Int
    /// What the report ends with, after the verdict: the command that runs the next lesson, or the one
    /// that lists them all after the last. `nil`: the report ends with the verdict.
    package var nextLesson: NextStep?
    /// The scene the report is of, when it is of one scene only (`lessons run ID --scene NAME`: the
    /// narrative is the scene's part, and the report ran that scene alone). `nil`: the whole lesson.
    package var scene: String?
    /// The ids of the exercises that practise what the lesson teaches, each named after the verdict
    /// with the command that shows it.
    package var exercises: [String] = []
    /// Whether a traced scene's chain view draws every node, and the steps inside each construct
    /// (`--whole-chain`); otherwise it draws what the scene wrote, up to `ChainGraph.readableLimit`.
    package var wholeChain = false

    package init(language: Language, useColor: Bool, width: Int = 80) {
        self.language = language
        self.useColor = useColor
        self.width = width
    }

    /// The report of `report`, told by `narrative` (the lesson's narrative, resolved with that run).
    package func render(_ report: LessonReport, narrative: Narrative) -> String {
        let lesson = report.lesson
        let story = story(narrative, lessonID: lesson.id)
        let command = "lessons run \(lesson.id)" + (scene.map { " --scene \($0)" } ?? "")
        let header = ([command] + TerminalTextWrapper.wrap(lesson.summary[language], width: width)).map(dim)
            .joined(separator: "\n")
        let (passed, failed) =
            scene == nil
            ? (ReportWords.passed, ReportWords.failed) : (ReportWords.scenePassed, ReportWords.sceneFailed)
        let verdict =
            report.passed
            ? mark("✓", passed[language], style: .green) : mark("✗", failed[language], style: .red)
        var parts = [header, story, verdict]
        if !exercises.isEmpty {
            parts.append(
                ([TerminalStyle.bold.wrap(ReportWords.practice[language], if: useColor)]
                    + exercises.map { "  " + ExerciseCommand.line("show", $0, language: language) }).joined(
                        separator: "\n"))
        }
        if let nextLesson { parts.append(ending(nextLesson)) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// A reference page (the marble syntax, the differences from iOS) for the terminal: the command
    /// that shows it, then its narrative, its diagrams drawn as a lesson's are, then the command that
    /// lists the lessons and pages.
    package func render(page: ReferencePage, narrative: Narrative) -> String {
        let list = "swift run lessons list --lang \(language.rawValue)"
        return [
            dim("lessons run \(page.id)"), story(narrative, lessonID: page.id),
            dim(ReportWords.allLessons[language])
                + (DisplayWidth.of(ReportWords.allLessons[language]) + 1 + list.count <= width ? " " : "\n")
                + TerminalStyle.bold.wrap(list, if: useColor),
        ].joined(separator: "\n\n") + "\n"
    }

    /// The narrative in the report's language, each directive replaced by what it stands for. The
    /// first diagram with a subscription row (`xs ^!`) explains such rows in its legend.
    private func story(_ narrative: Narrative, lessonID: String) -> String {
        let markdown = TerminalMarkdownRenderer(width: width, useColor: useColor)
        let explained = narrative.document(in: language).directives.first { directive in
            switch narrative.content(directive.name, directive.argument) {
            case .scene(let scene): return scene.timeline.hasSubscriptions || scene.chain != nil
            case .marbles(_, let timeline): return timeline.hasSubscriptions
            case .code, nil: return false
            }
        }
        // At the top level, blocks only stack: each is rendered on its own, all at once on the
        // machine's cores (a long narrative with its scenes is most of a run's work).
        return markdown.stack(
            narrative.document(in: language).blocks.concurrentMap { block in
                markdown.lines(of: block) { name, argument in
                    let explains = explained == MarkdownDocument.Directive(name: name, argument: argument)
                    return narrative.content(name, argument).map {
                        render($0, markdown: markdown, explainsSubscriptions: explains, lessonID: lessonID)
                    }
                }
            })
    }

    /// The report's last line: what to run next.
    private func ending(_ next: NextStep) -> String {
        // The language goes with the command, so that the next lesson is told in the same one
        // whatever the environment says.
        let (words, command) =
            switch next {
            case .lesson(let id):
                (ReportWords.nextLesson, "swift run lessons run \(id) --lang \(language.rawValue)")
            case .list: (ReportWords.lastLesson, "swift run lessons list --lang \(language.rawValue)")
            case .wholeLesson(let id):
                (ReportWords.wholeLesson, "swift run lessons run \(id) --lang \(language.rawValue)")
            case .wholePage(let id):
                (ReportWords.wholePage, "swift run lessons run \(id) --lang \(language.rawValue)")
            }
        let fits = DisplayWidth.of(words[language]) + 1 + DisplayWidth.of(command) <= width
        return dim(words[language]) + (fits ? " " : "\n") + TerminalStyle.bold.wrap(command, if: useColor)
    }

    /// What a directive stands for, as terminal text.
    private func render(
        _ content: NarrativeContent, markdown: TerminalMarkdownRenderer, explainsSubscriptions: Bool,
        lessonID: String
    ) -> String {
        switch content {
        case .code(let code):
            return markdown.render(MarkdownDocument(blocks: [.codeBlock(language: "swift", code: code)]))
        case .scene(let scene):
            return render(scene, explainsSubscriptions: explainsSubscriptions, lessonID: lessonID)
        case .marbles(_, let timeline):
            return diagram(
                ReportWords.namingPlainErrors(timeline, in: language),
                explainsSubscriptions: explainsSubscriptions
            ).joined(separator: "\n")
        }
    }

    /// What a scene did; with `explainsSubscriptions`, its diagram's legend explains a subscription row.
    /// `lessonID` goes in the command that draws a whole chain.
    func render(_ scene: SceneReport, explainsSubscriptions: Bool = false, lessonID: String = "<id>")
        -> String
    {
        var lines = [
            TerminalStyle.bold.wrap("▶ \(ReportWords.scene[language]): \(scene.sceneID)", if: useColor)
        ]
        // The subscription rows are explained once: in the scene's diagram if it has any, else in its
        // chain's.
        let sceneExplains = explainsSubscriptions && scene.timeline.hasSubscriptions
        let shownChain = (wholeChain ? scene.wholeChain : scene.chain?.limited()).flatMap {
            $0.nodes.isEmpty ? nil : $0
        }
        // The chain's lanes are drawn on the scene diagram's axis, a time in the same column in both.
        let sceneLanes = scene.timeline.streams.count
        var both = scene.timeline
        both.streams += shownChain?.timeline.streams ?? []
        let drawings = diagrams(
            both,
            parts: [
                (0..<sceneLanes, sceneExplains),
                (sceneLanes..<both.streams.count, explainsSubscriptions && !sceneExplains),
            ])
        if sceneLanes > 0 { lines += drawings[0] }
        if let chain = shownChain {
            lines.append("")
            lines.append(TerminalStyle.bold.wrap(ReportWords.chain[language], if: useColor))
            lines += chain.treeLines { ReportWords.subscriptions($0)[language] }.map { "  " + $0 }
            lines.append("")
            lines += drawings[1]
            if chain.hidden.nodes > 0 {
                let command = ReportWords.wholeChainCommand(lesson: lessonID, scene: scene.sceneID)
                let note = ReportWords.chainLeftOut(chain.hidden)[language]
                lines += TerminalTextWrapper.wrap(note, width: width - 2).map { "  " + dim($0) }
                lines.append("  " + TerminalStyle.bold.wrap(command, if: useColor))
            }
        }
        if !scene.console.isEmpty {
            lines.append("")
            lines.append(TerminalStyle.bold.wrap(ReportWords.printed[language], if: useColor))
            let width = scene.console.map { String($0.time).count }.max() ?? 0
            for line in scene.console {
                let time = String(repeating: " ", count: width - String(line.time).count) + String(line.time)
                lines += hanging(VisibleText.of(line.text), after: "  \(dim(time))  ", indent: width + 4)
            }
        }
        if !scene.expectations.isEmpty {
            lines.append("")
            lines.append(TerminalStyle.bold.wrap(ReportWords.expected[language], if: useColor))
            for (expectation, mismatch) in scene.expectations {
                let stream = Stage.laneName(expectation.stream, in: language)
                if let mismatch {
                    lines.append(
                        "  "
                            + TerminalStyle.red.wrap(
                                "✗ \(stream)  \(ReportWords.differs[language])", if: useColor))
                    lines += mismatch.split(separator: "\n").flatMap { line in
                        ListLineWrapping.wrap("    " + line, width: width)
                    }
                } else {
                    let head =
                        "  " + TerminalStyle.green.wrap("✓", if: useColor)
                        + " \(stream)  \(expectation.diagram)"
                    let legend = expectation.legend.map { "(" + VisibleText.of($0) + ")" }
                    let plainWidth = DisplayWidth.of("  ✓ \(stream)  \(expectation.diagram)  \(legend ?? "")")
                    if let legend, plainWidth > width {
                        // Too long for one line: the legend goes under it, wrapped.
                        lines.append(head)
                        lines += TerminalTextWrapper.wrap(legend, width: width - 6).map { "      " + dim($0) }
                    } else {
                        lines.append(head + (legend.map { dim("  " + $0) } ?? ""))
                    }
                }
            }
        }
        if !scene.properties.isEmpty {
            lines.append("")
            lines.append(TerminalStyle.bold.wrap(ReportWords.finalState[language], if: useColor))
            let names = scene.properties.map { "\($0.object).\($0.property)" }
            let width = names.map { DisplayWidth.of($0) }.max() ?? 0
            for (name, track) in zip(names, scene.properties) {
                let padding = String(repeating: " ", count: width - DisplayWidth.of(name))
                lines += hanging(
                    VisibleText.of(track.finalLabel), after: "  \(name)\(padding)  ", indent: width + 4)
            }
        }
        if let failure = scene.failure {
            lines.append("")
            lines.append(TerminalStyle.red.wrap("✗ \(failure)", if: useColor))
        }
        lines.append("")
        lines += scene.leakCheck.lines(in: language).map { line in
            line.ok ? mark("✓", line.text, style: .green) : mark("✗", line.text, style: .red)
        }
        return lines.joined(separator: "\n")
    }

    /// `symbol text` in `style`, wrapped to the report's width under the text.
    func mark(_ symbol: String, _ text: String, style: TerminalStyle) -> String {
        TerminalTextWrapper.wrap(text, width: width, lead: symbol + " ", indent: 2).map {
            style.wrap($0, if: useColor)
        }.joined(separator: "\n")
    }

    /// `text` after `lead` (which takes `indent` columns), as it is when the line fits the report's
    /// width; else wrapped in the columns left, its lines after the first indented by `indent` (or, when
    /// fewer than 20 columns are left, all of it under `lead`, indented by 6).
    private func hanging(_ text: String, after lead: String, indent: Int) -> [String] {
        guard indent + DisplayWidth.of(text) > width else { return [lead + text] }
        guard width - indent >= 20 else {
            return [lead] + TerminalTextWrapper.wrap(text, width: width - 6).map { "      " + $0 }
        }
        return TerminalTextWrapper.wrap(text, width: width, lead: lead, indent: indent)
    }

    /// A diagram, indented, wrapped to the report's width, then a line saying how it is drawn to
    /// scale and how that relates to the text of `expect`.
    func diagram(_ timeline: MarbleTimeline, explainsSubscriptions: Bool) -> [String] {
        diagrams(timeline, parts: [(timeline.streams.indices, explainsSubscriptions)])[0]
    }

    /// Diagrams of parts of `timeline` (ranges of its streams) on one axis, each as `diagram` draws one:
    /// a time is in the same column in all of them.
    func diagrams(_ timeline: MarbleTimeline, parts: [(streams: Range<Int>, explainsSubscriptions: Bool)])
        -> [[String]]
    {
        func renderer(explaining: Bool) -> AsciiMarbleRenderer {
            AsciiMarbleRenderer(
                options: .init(
                    width: width - 2, color: useColor, words: language.marbleWords,
                    explainsSubscriptions: explaining))
        }
        let layout = renderer(explaining: false).layout(timeline)
        let note = ReportWords.scaleNote(
            columns: layout.stepWidth, ticks: layout.step, cut: layout.gaps.contains(where: \.isCut))
        return parts.map { part in
            let drawing = renderer(explaining: part.explainsSubscriptions).render(
                layout, parts: [part.streams])[0]
            return drawing.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                + TerminalTextWrapper.wrap(note[language], width: width - 2).map { "  " + dim($0) }
        }
    }

    func dim(_ text: String) -> String {
        TerminalStyle.dim.wrap(text, if: useColor)
    }
}

extension MarbleTimeline {
    /// Whether a diagram of the timeline has a subscription row (`xs ^!`).
    fileprivate var hasSubscriptions: Bool {
        streams.contains { !$0.subscriptions.isEmpty }
    }
}
