import LessonKit

/// A wrong answer learners are known to write (a binder that holds its label strongly, a proxy made
/// with `init`), the scenario whose failure gives it away, what it makes that scenario do (its
/// `Symptom`), and the hint the report then shows.
///
/// A failure of that scenario points to the mistake only when it shows the symptom, so an answer that
/// fails the scenario another way is not told about a mistake it did not make, and different answers
/// making the same mistake get the same hint. The tests hold compiled examples of each mistake and check
/// that each fails that scenario with this hint.
public struct KnownMistake {
    /// Its name: `holds-target-strongly`.
    package let id: String
    /// The id of the scenario that catches it: one of its exercise's scenarios (`ExerciseCatalogue`
    /// checks), given as the scenario itself.
    package let scenario: String
    /// What the mistake makes the scenario do.
    package let symptom: Symptom
    /// What the check says when that scenario fails: what is likely wrong, and what to do.
    package let hint: Localized

    package init(_ id: String, caughtBy scenario: ExerciseScenario, when symptom: Symptom, hint: Localized) {
        self.id = id
        self.scenario = scenario.id
        self.symptom = symptom
        self.hint = hint
    }

    /// A mistake told apart by exactly the diagram `symptom` draws on its lane.
    package init(
        _ id: String, caughtBy scenario: ExerciseScenario, showing symptom: ExerciseScenario.Expected,
        hint: Localized
    ) {
        self.init(id, caughtBy: scenario, when: .draws(symptom), hint: hint)
    }

    /// Whether a failed run of its scenario, `report`, shows the mistake.
    package func isShown(by report: SceneReport) -> Bool {
        guard !report.passed, report.sceneID == scenario else { return false }
        return symptom.isShown(by: report)
    }
}
