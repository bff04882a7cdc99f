import LessonKit

/// A wrong answer learners are known to write (a binder that holds its label strongly, a proxy made
/// with `init`), the scenario whose failure gives it away, and the hint the report then shows.
///
/// A failure of that scenario points to the mistake; with a `symptom`, only a failure in which that
/// stream draws exactly the symptom's diagram does (what the wrong answer makes the scenario do), so
/// an answer that fails the scenario another way is not told about a mistake it did not make. The
/// tests hold a compiled example of each mistake and check that it fails that scenario with this hint.
public struct KnownMistake {
    /// Its name: `holds-target-strongly`.
    package let id: String
    /// The id of the scenario that catches it.
    package let scenario: String
    /// What the mistake makes one of the scenario's lanes draw (as the diagram draws it), if only that
    /// tells it apart.
    package let symptom: ExerciseScenario.Expected?
    /// What the check says when that scenario fails: what is likely wrong, and what to do.
    package let hint: Localized

    package init(
        _ id: String, caughtBy scenario: String, showing symptom: ExerciseScenario.Expected? = nil,
        hint: Localized
    ) {
        self.id = id
        self.scenario = scenario
        self.symptom = symptom
        self.hint = hint
    }

    /// Whether a failed run of its scenario, `report`, shows the mistake.
    package func isShown(by report: SceneReport) -> Bool {
        guard !report.passed, report.sceneID == scenario else { return false }
        guard let symptom else { return true }
        return report.matches(symptom)
    }
}
