import Curriculum
import ExerciseBook
import Foundation
import LessonsCLI

// The `lessons` command: arguments in, the command line of LessonsCLI out. It does not link the
// learner's code (their playground and answers): a file of theirs that does not compile can't stop it.
// The commands that run that code build `learner-answers` or `learner-playground`, which link it, and
// hand the command to it.
let exercises = exerciseCatalogue(answeredBy: NoAnswers.self)
exit(
    LessonsCommandLine.main(
        catalogue: lessonCatalogue(playground: []), exercises: exercises,
        learnerCode: .products(in: exercises.packageFolder)))
