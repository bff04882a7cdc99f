import LessonKit

/// What checking an exercise found: each scenario's report, and the known mistake each failure points
/// to.
package struct ExerciseCheck {
    /// One scenario's outcome.
    package struct Outcome {
        package let scenario: ExerciseScenario
        package let report: SceneReport
        /// The known mistake the failure points to (nil when it passed, or when no mistake is known).
        package let mistake: KnownMistake?

        package var passed: Bool { report.passed }
        /// Whether a subscription or an object was left behind (see `LeakCheck`).
        package var leaked: Bool { !report.leakCheck.passed }
    }

    package let exercise: Exercise
    package let outcomes: [Outcome]

    /// Whether every scenario passed.
    package var passed: Bool { outcomes.allSatisfy(\.passed) }

    /// The likeliest mistake, whose hint a report gives first: of the mistakes the failures point to,
    /// the one the exercise lists first. Nil when no failure points to one.
    package var likelyMistake: KnownMistake? {
        exercise.mistakes.first { mistake in outcomes.contains { $0.mistake?.id == mistake.id } }
    }

    /// Runs every scenario of `exercise` in virtual time, in `language` (the language of the reports).
    package init(_ exercise: Exercise, language: Language = .en) {
        self.exercise = exercise
        outcomes = exercise.scenarios.map { scenario in
            let report = LessonRunner.run(scenario.scene, language: language)
            return Outcome(
                scenario: scenario, report: report,
                mistake: exercise.mistakes.first { $0.isShown(by: report) })
        }
    }
}
