import LessonKit
import Marbles

/// Runs a scene again with the inputs a live page changed, and answers with what the page redraws.
///
/// Contract: the request is checked first (a known lesson, scene and language; at most
/// `maximumInputs` edits, each with at most `maximumTextLength` characters or `maximumEntries` events
/// within `frames`, keys of at most `maximumKeyLength` characters that marble text can write); a
/// request that fails a check is refused with a `LiveSceneRefusal` that says which and runs nothing.
/// Otherwise the scene runs once (`LessonRunner.run(_:language:replacing:)`, on the caller's thread,
/// which must be the main thread, where scenes run), and the answer holds the scene's section, drawn as
/// on the lesson's page, and each input as it was made. An input that could not be made (a syntax
/// error, a key that is no value of its type) gives the parser's error with its caret instead, and no
/// section; the inputs are then those of a run without the ones that could not be made (which are
/// as the code wrote them), for the page's editors. The same request gives the same bytes.
package enum LiveScene {
    /// The most inputs one request may change.
    package static let maximumInputs = 16
    /// The longest marble text an input may be given.
    package static let maximumTextLength = 400
    /// The most events an input may be given as entries.
    package static let maximumEntries = 200
    /// The frames an entry may be at.
    package static let frames = -100...1_000
    /// The longest key an entry may have.
    package static let maximumKeyLength = 12

    /// The answer to `request`, from the lessons of `catalogue`.
    package static func answer(_ request: LiveSceneRequest, in catalogue: LessonCatalogue)
        throws(LiveSceneRefusal)
        -> LiveSceneAnswer
    {
        guard let language = Language(rawValue: request.language) else {
            throw .badRequest("the language must be ko or en, not \(quoted(request.language))")
        }
        let drawings = try request.drawing.map { name throws(LiveSceneRefusal) in
            guard let drawings = DiagramFigure.Drawings(rawValue: name), drawings != .both else {
                throw .badRequest("the drawing must be wide or narrow, not \(quoted(name))")
            }
            return drawings
        }
        guard let lesson = catalogue.lesson(id: request.lesson) else {
            throw .notFound("there is no lesson \(quoted(request.lesson))")
        }
        guard let scene = lesson.scenes.first(where: { $0.id == request.scene }) else {
            throw .notFound("the lesson \(lesson.id) has no scene \(quoted(request.scene))")
        }
        let replacements = try replacements(request.inputs)
        let report = LessonRunner.run(scene, language: language, replacing: replacements)
        // Only the inputs a lane shows can be changed: a position that is not one is refused.
        let known = Set(report.inputs.map(\.position)).union(report.inputErrors.keys)
        if let unknown = replacements.keys.sorted().first(where: { !known.contains($0) }) {
            throw .badRequest("the scene \(scene.id) has no input at position \(unknown)")
        }
        guard report.inputErrors.isEmpty else {
            let errors = report.inputErrors.sorted { $0.key < $1.key }.map { position, error in
                LiveInputError(position: position, message: language.mismatchWords.syntaxError(error))
            }
            // The inputs as they are without the ones that could not be made (those as the code wrote
            // them), for the page's editors; the page keeps its last good section.
            let made = replacements.filter { report.inputErrors[$0.key] == nil }
            let fallback = LessonRunner.run(scene, language: language, replacing: made)
            return LiveSceneAnswer(
                scene: scene.id, html: nil, inputs: fallback.inputs.map(state), errors: errors)
        }
        let states = report.inputs.map(state)
        let html = SceneSection(
            language: language, idPrefix: "\(lesson.id)-\(scene.id)",
            title: "\(lesson.title[language]) · \(ReportWords.scene[language]) \(scene.id)",
            lessonID: lesson.id, drawings: drawings ?? .both
        ).html(report)
        return LiveSceneAnswer(scene: scene.id, html: html, inputs: states, errors: [])
    }

    /// The replacement diagrams the edits give, by position, once each is checked.
    private static func replacements(_ edits: [LiveInputEdit]) throws(LiveSceneRefusal) -> [Int: String] {
        guard edits.count <= maximumInputs else {
            throw .badRequest("a request may change at most \(maximumInputs) inputs, not \(edits.count)")
        }
        var replacements: [Int: String] = [:]
        for edit in edits {
            guard (0..<1_000).contains(edit.position), replacements[edit.position] == nil else {
                throw .badRequest("the input position \(edit.position) is out of range or given twice")
            }
            replacements[edit.position] = try text(of: edit)
        }
        return replacements
    }

    /// The marble text an edit gives: its text, or its entries written as canonical marble text.
    private static func text(of edit: LiveInputEdit) throws(LiveSceneRefusal) -> String {
        if let text = edit.text {
            guard edit.entries == nil else {
                throw .badRequest("input \(edit.position) has both text and entries: send one of them")
            }
            guard text.count <= maximumTextLength else {
                throw .badRequest(
                    "the diagram of input \(edit.position) is longer than \(maximumTextLength) characters")
            }
            return text
        }
        guard let entries = edit.entries else {
            throw .badRequest("input \(edit.position) has neither text nor entries")
        }
        guard entries.count <= maximumEntries else {
            throw .badRequest("input \(edit.position) has more than \(maximumEntries) events")
        }
        var events: [MarbleDiagram.Entry] = []
        for entry in entries {
            guard frames.contains(entry.frame) else {
                throw .badRequest(
                    "an event of input \(edit.position) is at frame \(entry.frame), outside "
                        + "\(frames.lowerBound)…\(frames.upperBound)")
            }
            events.append(MarbleDiagram.Entry(frame: entry.frame, event: try notification(of: entry)))
        }
        // Stable: events at one frame keep their order.
        let sorted = events.enumerated().sorted {
            ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset)
        }
        return MarbleDiagram(
            entries: sorted.map(\.element), hasSubscriptionPoint: edit.subscriptionPoint ?? false
        )
        .text
    }

    /// What an entry sends.
    private static func notification(of entry: LiveEntry) throws(LiveSceneRefusal)
        -> MarbleDiagram.Notification
    {
        switch (entry.kind, entry.key) {
        case ("next", let key?):
            guard isWritable(key) else {
                throw .badRequest(
                    "the key \(quoted(key)) can't be written in a diagram: use 1 to \(maximumKeyLength) "
                        + "characters, none of them a space or one of - | # ( ) ^ ! '")
            }
            return .next(key)
        case ("error", nil): return .error
        case ("completed", nil): return .completed
        default:
            throw .badRequest(
                "an event must be next (with a key), error or completed, not \(quoted(entry.kind))")
        }
    }

    /// Whether `key` can stand in marble text as itself (quoted when longer than one character).
    static func isWritable(_ key: String) -> Bool {
        let reserved: Set<Character> = ["-", "|", "#", "(", ")", "^", "!", "'"]
        return (1...maximumKeyLength).contains(key.count)
            && key.allSatisfy { character in
                !reserved.contains(character) && !character.isWhitespace
                    && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            }
    }

    /// An input as the run made it.
    private static func state(_ input: SceneInput) -> LiveInputState {
        let kind: MarbleDiagram.Kind = input.kind
        // The run made it from this text, so it parses.
        let diagram = (try? MarbleDiagram(parsing: input.used, kind: kind)) ?? MarbleDiagram(entries: [])
        return LiveInputState(
            position: input.position, lane: input.lane, kind: kind == .hot ? "hot" : "cold", text: input.used,
            written: input.written,
            entries: diagram.entries.map { entry in
                switch entry.event {
                case .next(let key): return LiveEntry(kind: "next", frame: entry.frame, key: key)
                case .error: return LiveEntry(kind: "error", frame: entry.frame)
                case .completed: return LiveEntry(kind: "completed", frame: entry.frame)
                }
            },
            subscriptionPoint: diagram.hasSubscriptionPoint)
    }

    /// `text` in quotes, shortened and with its control characters visible, for a message.
    private static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\""
            + shown.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }
            .joined() + "\""
    }
}

/// Why a live request was refused before anything ran: what was wrong, in plain English (the page
/// shows it; a learner's page only sends what it was given, so this is a page or a hand-made request
/// at fault).
package enum LiveSceneRefusal: Error, Equatable {
    /// No such lesson or scene.
    case notFound(String)
    /// A request the page should not have sent: unknown language, a size over a bound, a key that
    /// marble text can't write.
    case badRequest(String)

    /// What was wrong.
    package var message: String {
        switch self {
        case .notFound(let message), .badRequest(let message): return message
        }
    }
}
