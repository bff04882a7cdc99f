import LessonKit

/// A wrong answer learners are known to write (a binder that holds its label strongly, a proxy made
/// with `init`), the scenario whose failure gives it away, and the hint the report then shows.
///
/// The tests hold a compiled example of each mistake and check that it fails that scenario with this
/// hint.
public struct KnownMistake {
    /// Its name: `holds-target-strongly`.
    package let id: String
    /// The id of the scenario that catches it.
    package let scenario: String
    /// What the check says when that scenario fails: what is likely wrong, and what to do.
    package let hint: Localized

    public init(_ id: String, caughtBy scenario: String, hint: Localized) {
        self.id = id
        self.scenario = scenario
        self.hint = hint
    }
}
