import ExerciseKit

/// Every answer an exercise calls, one protocol per exercise: what a module of answers conforms its
/// `Answers` to (the learner's `Lessons/Exercises/`, the starters, the solutions).
package typealias ExerciseAnswers = LabelBinderAnswer & BinderSchedulerAnswer & RelayPropertyAnswer
    & ReactiveCompatibleAnswer

/// The exercises in teaching order, each checking the answers of `answers`.
package func exerciseCatalogue<Answers: ExerciseAnswers>(answeredBy answers: Answers.Type)
    -> ExerciseCatalogue
{
    ExerciseCatalogue([
        .labelBinder(answers),
        .binderScheduler(answers),
        .relayProperty(answers),
        .reactiveCompatible(answers),
    ])
}
