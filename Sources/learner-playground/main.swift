import Curriculum
import ExerciseBook
import Foundation
import LessonsCLI
import Playground

// `lessons` with the learner's playground linked in (`Lessons/Playground/`). `lessons` builds it and hands
// it the commands that run the playground.
exit(
    LessonsCommandLine.main(
        catalogue: lessonCatalogue(playground: [experiment]),
        exercises: exerciseCatalogue(answeredBy: NoAnswers.self)))
