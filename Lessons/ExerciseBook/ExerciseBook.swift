import ExerciseKit
import Foundation

/// Every answer an exercise calls, one protocol per exercise: what a module of answers conforms its
/// `Answers` to (the learner's `Lessons/Exercises/`, the starters, the solutions).
package typealias ExerciseAnswers = LabelBinderAnswer & BinderSchedulerAnswer & ControlPropertyAnswer
    & ControlEventAnswer & DelegateEventAnswer & AudioPlayerProxyAnswer & CurrentPageAnswer
    & BindVsDriveAnswer & SharingAnswer & RelayPropertyAnswer & ReactiveCompatibleAnswer & TodoAppAnswer
    & PercentTestsAnswer

/// The exercises in teaching order, each checking the answers of `answers`.
package func exerciseCatalogue<Answers: ExerciseAnswers>(answeredBy answers: Answers.Type)
    -> ExerciseCatalogue
{
    ExerciseCatalogue(
        [
            .labelBinder(answers),
            .binderScheduler(answers),
            .controlProperty(answers),
            .controlEvent(answers),
            .delegateEvent(answers),
            .audioPlayerProxy(answers),
            .currentPage(answers),
            .bindVsDrive(answers),
            .sharing(answers),
            .relayProperty(answers),
            .reactiveCompatible(answers),
            .todoApp(answers),
            .percentTests(answers),
        ], packageFolder: packageFolder)
}

/// The folder of the package: the one that holds `Lessons/`.
private let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
