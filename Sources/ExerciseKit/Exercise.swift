import Foundation
import LessonKit

/// An exercise: something to write (a Binder, a ControlEvent, a DelegateProxy…) in one file, and the
/// scenarios in virtual time that tell whether it behaves as RxCocoa's own would.
///
/// The learner edits `Lessons/Exercises/<fileName>`; the file as it was given is
/// `Tests/ExerciseStarters/<fileName>`, and a reference answer `Tests/ExerciseSolutions/<fileName>`
/// (both compiled only by the tests, so neither can make the learner's copy pass). The task is
/// `Lessons/Narratives/exercises/<id>/ko.md` and `en.md`. One scenario is visible, the one the task
/// shows; the others are hidden until a check reports them. A known mistake names the scenario that catches
/// it, and the hint a failure of that scenario gets.
public struct Exercise {
    /// The id the command line takes: `label-binder`.
    package let id: String
    /// The title, in both languages.
    package let title: Localized
    /// The id of the lesson that teaches what the exercise asks for.
    package let lesson: String
    /// The name of the file to edit, in `Lessons/Exercises/`: `LabelBinder.swift`.
    package let fileName: String
    /// The scenario the task shows.
    package let visibleScenario: ExerciseScenario
    /// The scenarios the check runs after it, kept from the task.
    package let hiddenScenarios: [ExerciseScenario]
    /// The hints, from a nudge to the shape of the answer.
    package let hints: [Localized]
    /// The wrong answers learners are known to write, each with the hint its failure gets.
    package let mistakes: [KnownMistake]

    public init(
        id: String, title: Localized, lesson: String, fileName: String, visible: ExerciseScenario,
        hidden: [ExerciseScenario], hints: [Localized], mistakes: [KnownMistake]
    ) {
        self.id = id
        self.title = title
        self.lesson = lesson
        self.fileName = fileName
        visibleScenario = visible.shown(true)
        hiddenScenarios = hidden.map { $0.shown(false) }
        self.hints = hints
        self.mistakes = mistakes
    }

    /// Every scenario, in the order a check runs them: the visible one, then the hidden ones.
    package var scenarios: [ExerciseScenario] { [visibleScenario] + hiddenScenarios }

}

/// Where an exercise's files are, relative to the package's folder.
extension Exercise {
    /// The file the learner edits: `Lessons/Exercises/LabelBinder.swift`.
    package var learnerPath: String { "Lessons/Exercises/\(fileName)" }
    /// The file as it was given, which `reset` puts back.
    package var starterPath: String { "Tests/ExerciseStarters/\(fileName)" }
    /// The reference answer, which `solution` prints.
    package var solutionPath: String { "Tests/ExerciseSolutions/\(fileName)" }
    /// The folder of the task's `ko.md` and `en.md`.
    package var taskPath: String { "Lessons/Narratives/exercises/\(id)" }
    /// The file's name without `.swift`: `LabelBinder`, which the learner's versions in `Saved/` and the
    /// answer's protocol are named after.
    package var fileStem: String { (fileName as NSString).deletingPathExtension }
    /// The protocol the answer conforms `Answers` to, named after the file: `LabelBinderAnswer`.
    package var answerProtocol: String { fileStem + "Answer" }
}
