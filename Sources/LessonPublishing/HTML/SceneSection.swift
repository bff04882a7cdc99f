import LessonKit
import Marbles
import TextSupport

/// What a scene did, as HTML: its SVG marble diagram with a time scrubber, the UI state panel, its
/// expectations, what it printed, the recorded events, and the leak check. Every value is escaped.
struct SceneSection {
    var language: Language
    /// The id prefix of the scene's elements (unique on the page).
    var idPrefix: String
    /// What the diagram is called, for screen readers.
    var title: String
    /// The lesson the scene is in.
    var lessonID: String
    /// Whether a traced scene's chain view draws every node and the steps inside each construct
    /// (`--whole-chain`).
    var wholeChain = false
    /// Which drawings its diagram holds: both on a page; a live page asks for the one it shows.
    var drawings = DiagramFigure.Drawings.both

    func html(_ scene: SceneReport) -> String {
        // Ids are checked names (see `LessonCatalogue.problems`); escaped all the same.
        let id = escape(idPrefix)
        // The chain it draws: what the scene wrote, as much as a person can read, or all of it.
        let chain = (wholeChain ? scene.wholeChain : scene.chain?.limited()).flatMap {
            $0.nodes.isEmpty ? nil : $0
        }
        let times = scene.timeline.times
        let first = min(times.first ?? 0, 0)
        // The scene's last tick: its last event, or a later set the screen draws (a property that is
        // not a lane, a table's rows, a value in the property table), or the last subscription or event of its chain.
        let screenTimes =
            scene.screen.flatMap { object in
                object.tracks.flatMap { $0.changes.map(\.time) } + object.rowChanges.map(\.time)
            } + scene.properties.flatMap { $0.changes.map(\.time) }
        let last = max(times.last ?? 0, screenTimes.max() ?? 0, chain?.timeline.times.last ?? 0)
        // What changes with the scrubber is drawn for each of its states, the one at the end shown.
        let frames = TickFrames(first: first, last: last)
        let figure = DiagramFigure(
            language: language, idPrefix: "\(id)-diagram", title: title,
            description: Self.describe(scene, language: language), scrubbed: true, drawings: drawings
        ).html(scene.timeline)
        var parts: [String] = []
        parts.append("<section class=\"scene\" id=\"\(id)\">")
        parts.append("<h3>▶ \(escape(ReportWords.scene[language])): \(escape(scene.sceneID))</h3>")
        if !scene.inputs.isEmpty { parts.append(liveInputs(scene)) }
        parts.append(figure)
        parts.append(scrubber(id: id, sceneID: scene.sceneID, first: first, last: last))
        parts.append("<p class=\"summary\">\(escape(ReportWords.timeNote[language]))</p>")
        if let chain {
            parts.append(
                ChainFigure(
                    language: language, idPrefix: "\(idPrefix)-chain", title: title, lessonID: lessonID,
                    sceneID: scene.sceneID, frames: frames
                ).html(chain))
        }
        parts += stateAndScreen(scene, frames: frames)
        if !scene.expectations.isEmpty { parts.append(expectations(scene)) }
        if !scene.console.isEmpty { parts.append(console(scene.console)) }
        parts.append(eventTable(scene.timeline))
        if let failure = scene.failure { parts.append("<p class=\"bad\">✗ \(escape(failure))</p>") }
        parts += scene.leakCheck.lines(in: language).map { line in
            line.ok
                ? "<p class=\"ok\">✓ \(escape(line.text))</p>" : "<p class=\"bad\">✗ \(escape(line.text))</p>"
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// Where a live page (`lessons serve`) puts the editors of the scene's inputs: each input's
    /// position, kind and lane, and its diagram as the code wrote it. A static page shows only one
    /// line: how to make the scene live.
    private func liveInputs(_ scene: SceneReport) -> String {
        let lanes = scene.inputs.map(\.lane)
        let items = scene.inputs.map { input in
            "<li data-position=\"\(input.position)\" data-kind=\"\(input.kind == .hot ? "hot" : "cold")\" "
                + "data-lane=\"\(escape(input.lane))\"><code>\(escape(input.used))</code></li>"
        }
        return """
            <div class="live-inputs" data-lesson="\(escape(lessonID))" data-scene="\(escape(scene.sceneID))">\
            <p class="live-note">\(Self.liveNote(lanes)[language])</p>\
            <ul class="live-lanes" hidden>\(items.joined())</ul></div>
            """
    }

    /// The line that says how to change the scene's input lanes (HTML).
    private static func liveNote(_ lanes: [String]) -> Localized {
        let names = lanes.map { "<code>\(MarkupEscaping.escape($0))</code>" }.joined(separator: ", ")
        let command = "<code>swift run lessons serve</code>"
        return Localized(
            ko: "입력 레인(\(names))을 바꿔 보려면 \(command)를 실행하고, 출력되는 주소에서 이 페이지를 여세요.",
            en: "To change the input lanes (\(names)) and see the answer, run \(command) and open this page "
                + "at the address it prints.")
    }

    /// The time scrubber's controls (shown by the script): play/pause with a speed, previous/next
    /// event, and the slider, whose accessible name names the scene. Their words are the page's.
    private func scrubber(id: String, sceneID: String, first: Int, last: Int) -> String {
        let words = ScrubberWords.self
        let speeds = [("0.5", "0.5×"), ("1", "1×"), ("2", "2×"), ("4", "4×")].map { value, label in
            "<option value=\"\(value)\"\(value == "1" ? " selected" : "")>\(label)</option>"
        }
        return """
            <div class="scrubber" data-play="\(escape(words.play[language]))" data-pause="\(escape(words.pause[language]))">\
            <button type="button" class="play">\(escape(words.play[language]))</button>\
            <select class="speed" aria-label="\(escape(words.speed[language]))">\(speeds.joined())</select>\
            <button type="button" class="previous" aria-label="\(escape(words.previous[language]))">◀</button>\
            <button type="button" class="next" aria-label="\(escape(words.next[language]))">▶</button>\
            <label for="\(id)-time">\(escape(Self.timeWord[language]))</label>\
            <input type="range" id="\(id)-time" min="\(first)" max="\(last)" step="1" value="\(last)" \
            aria-label="\(escape(words.slider(sceneID)[language]))">\
            <output for="\(id)-time" data-prefix="\(escape(ReportWords.tick[language]))">\
            \(escape(ReportWords.tick[language])) \(last)</output></div>
            """
    }

    /// The words of the scrubber's controls.
    private enum ScrubberWords {
        static let play = Localized(ko: "재생", en: "play")
        static let pause = Localized(ko: "일시 정지", en: "pause")
        static let speed = Localized(ko: "재생 속도", en: "playback speed")
        static let previous = Localized(ko: "이전 이벤트로", en: "previous event")
        static let next = Localized(ko: "다음 이벤트로", en: "next event")
        static func slider(_ scene: String) -> Localized {
            Localized(ko: "장면 \(scene)의 시간", en: "time in scene \(scene)")
        }
    }

    /// The property table and the simulated screen, side by side in one wrapper (empty when the scene
    /// names nothing to show).
    private func stateAndScreen(_ scene: SceneReport, frames: TickFrames) -> [String] {
        let table = scene.properties.isEmpty ? nil : statePanel(scene.properties, frames: frames)
        let screen = SceneScreen(language: language, idPrefix: idPrefix).html(
            scene.screen, from: frames.first, to: frames.last)
        let parts = [table, screen].compactMap { $0 }
        guard !parts.isEmpty else { return [] }
        let both = parts.count == 2 ? " with-screen" : ""
        return ["<div class=\"scene-state\(both)\">"] + parts + ["</div>"]
    }

    /// The properties of the named objects: each value (with a swatch of its colour) for each state
    /// of the scene, the one at the end shown.
    private func statePanel(_ tracks: [PropertyTrack], frames: TickFrames) -> String {
        var rows: [String] = []
        for track in tracks {
            let values = frames.html(changingAt: track.changes.map(\.time)) { time in
                let color = track.color(at: time).map {
                    "<span class=\"swatch\" style=\"background:\(escape($0))\"></span>"
                }
                return "<span>\(color ?? "")\(escape(track.label(at: time)))</span>"
            }
            rows.append(
                // A long name breaks between its words on a narrow page (`<wbr>`), never inside one.
                "<tr><td>\(MarkupEscaping.escapeBreakingIdentifiers("\(track.object).\(track.property)"))</td>"
                    + "<td class=\"value\">\(values)</td></tr>")
        }
        return """
            <table class="state"><thead><tr><th>\(escape(Self.propertyWord[language]))</th>\
            <th>\(escape(Self.valueWord[language]))</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table>
            """
    }

    private func expectations(_ scene: SceneReport) -> String {
        var items: [String] = []
        for (expectation, mismatch) in scene.expectations {
            let stream = Stage.laneName(expectation.stream, in: language)
            let legend = expectation.legend.map { " <span class=\"summary\">(\(escape($0)))</span>" } ?? ""
            if let mismatch {
                items.append(
                    "<li class=\"bad\">✗ \(escape(stream)) <code>\(escape(expectation.diagram))</code>"
                        + "<pre class=\"mismatch\">\(escape(mismatch))</pre></li>")
            } else {
                items.append(
                    "<li><span class=\"ok\">✓</span> \(escape(stream)) "
                        + "<code>\(escape(expectation.diagram))</code>\(legend)</li>")
            }
        }
        return "<h4>\(escape(ReportWords.expected[language]))</h4>\n<ul class=\"checks\">\n"
            + items.joined(separator: "\n") + "\n</ul>"
    }

    private func console(_ lines: [ConsoleLine]) -> String {
        let rows = lines.map { "<tr><td>\($0.time)</td><td><code>\(escape($0.text))</code></td></tr>" }
        return """
            <h4>\(escape(ReportWords.printed[language]))</h4>
            <table class="console"><thead><tr><th>\(escape(ReportWords.tick[language]))</th><th></th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table>
            """
    }

    private func eventTable(_ timeline: MarbleTimeline) -> String {
        var rows: [String] = []
        for stream in timeline.streams {
            for event in stream.events {
                let text: String
                switch event.kind {
                case .next(let label): text = "next(\(label))"
                case .error(let description): text = "error(\(description))"
                case .completed: text = "completed"
                }
                rows.append(
                    "<tr><td>\(MarkupEscaping.escapeBreakingIdentifiers(stream.name))</td><td>\(event.time)</td><td><code>\(escape(text))</code></td></tr>"
                )
            }
        }
        return """
            <details><summary>\(escape(Self.eventsWord[language]))</summary>
            <table><thead><tr><th>\(escape(Self.streamWord[language]))</th><th>\(escape(ReportWords.tick[language]))</th>\
            <th>\(escape(Self.eventWord[language]))</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></details>
            """
    }

    /// A sentence for screen readers: which streams the diagram shows.
    static func describe(_ scene: SceneReport, language: Language) -> String {
        let names = scene.timeline.streams.map(\.name).joined(separator: ", ")
        return Localized(
            ko: "장면 \(scene.sceneID)의 마블 다이어그램. 스트림: \(names).",
            en: "Marble diagram of scene \(scene.sceneID). Streams: \(names).")[language]
    }

    private func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }

    private static let timeWord = Localized(ko: "시간", en: "time")
    private static let propertyWord = Localized(ko: "프로퍼티", en: "property")
    private static let valueWord = Localized(ko: "값", en: "value")
    private static let eventsWord = Localized(ko: "기록된 이벤트 전체", en: "every recorded event")
    private static let streamWord = Localized(ko: "스트림", en: "stream")
    private static let eventWord = Localized(ko: "이벤트", en: "event")
}
