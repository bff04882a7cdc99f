/// What a live page asks for: one scene of a lesson run again in a language, with some of its inputs
/// changed (`lessons serve`; the page sends it as JSON).
///
/// Each changed input is named by its position (see `SceneInput`) and given either as marble text, as
/// the learner typed it, or as the events the page's lane editor holds, which the server writes as
/// marble text. The request is checked before anything runs (`LiveScene.answer`): its sizes are
/// bounded, so no request can make the server do much work.
package struct LiveSceneRequest: Decodable, Equatable {
    /// The lesson's id (`operators`, `operators-time`).
    package var lesson: String
    /// The scene's id in that lesson (`debounce`).
    package var scene: String
    /// The page's language: `ko` or `en`.
    package var language: String
    /// The inputs to change; the others are made from the code's own diagrams.
    package var inputs: [LiveInputEdit]
    /// The one drawing of the diagram the page shows at its width, `wide` or `narrow` (it asks again
    /// when its width crosses to the other); without it, both, as on the static page.
    package var drawing: String?

    package init(
        lesson: String, scene: String, language: String, inputs: [LiveInputEdit] = [], drawing: String? = nil
    ) {
        self.lesson = lesson
        self.scene = scene
        self.language = language
        self.inputs = inputs
        self.drawing = drawing
    }
}

/// One changed input: its position and its new diagram, as text or as events.
package struct LiveInputEdit: Decodable, Equatable {
    /// The input's position among the scene's inputs.
    package var position: Int
    /// The diagram as marble text (what the learner typed), or `nil` when `entries` gives it.
    package var text: String?
    /// The diagram as events at frames (what the lane editor holds), when `text` is `nil`.
    package var entries: [LiveEntry]?
    /// With `entries`: whether the hot diagram has a subscription point (`^`) at frame 0.
    package var subscriptionPoint: Bool?

    package init(position: Int, text: String) {
        self.position = position
        self.text = text
    }

    package init(position: Int, entries: [LiveEntry], subscriptionPoint: Bool = false) {
        self.position = position
        self.entries = entries
        self.subscriptionPoint = subscriptionPoint
    }
}

/// One event of a diagram at its frame, as a page's lane editor holds it.
package struct LiveEntry: Codable, Equatable {
    /// `next`, `error` or `completed`.
    package var kind: String
    /// The frame it happens at (frame 0 is the first character, or a hot diagram's `^`).
    package var frame: Int
    /// A `next` event's key (`a`, `Red`); `nil` for the others.
    package var key: String?

    package init(kind: String, frame: Int, key: String? = nil) {
        self.kind = kind
        self.frame = frame
        self.key = key
    }
}
