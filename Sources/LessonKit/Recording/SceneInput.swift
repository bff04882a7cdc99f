import Marbles

/// An input of a scene that a page can change: a test observable the script made from marble text and
/// recorded as a lane (see `MarbleInputs`). Its position names it from one run to the next.
package struct SceneInput: Equatable {
    /// Its position among the observables the script made from marble text (0 for the first).
    package let position: Int
    /// Hot or cold.
    package let kind: MarbleDiagram.Kind
    /// The diagram the code wrote.
    package let written: String
    /// The diagram it was made from in this run: a replacement, or what the code wrote.
    package let used: String
    /// The lane that records it, as the script named it.
    package let lane: String
}
