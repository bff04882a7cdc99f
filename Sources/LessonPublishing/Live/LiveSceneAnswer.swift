/// What the server answers a live page with (`LiveScene.answer`), as JSON: the scene's section run
/// with the new inputs, drawn as the static page draws it, and each input as it now is; or, when an
/// input could not be made, the parser's error for it (and no section: the page keeps the last good
/// one).
package struct LiveSceneAnswer: Encodable, Equatable {
    /// The scene's id.
    package var scene: String
    /// The scene's `<section>`, as on the lesson's page; `nil` when an input could not be made.
    package var html: String?
    /// The scene's inputs, each as it was made in this run.
    package var inputs: [LiveInputState]
    /// The inputs that could not be made, each with the parser's error, in the page's language.
    package var errors: [LiveInputError]
}

/// An input of the scene as a run made it: for the lane editor and the marble text field.
package struct LiveInputState: Encodable, Equatable {
    /// Its position among the scene's inputs.
    package var position: Int
    /// The lane that records it.
    package var lane: String
    /// `hot` or `cold`.
    package var kind: String
    /// The diagram it was made from, as text: what the learner typed, or the canonical text of the
    /// editor's events.
    package var text: String
    /// The diagram the code wrote.
    package var written: String
    /// Its events at their frames.
    package var entries: [LiveEntry]
    /// Whether the diagram has a subscription point (`^`).
    package var subscriptionPoint: Bool
}

/// An input that could not be made from what the page sent.
package struct LiveInputError: Encodable, Equatable {
    /// The input's position.
    package var position: Int
    /// What was wrong: the marble parser's error, with the diagram and a caret under the place.
    package var message: String
}
