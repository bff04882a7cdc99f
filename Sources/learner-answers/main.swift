import Curriculum
import Exercises
import Foundation
import LessonsCLI

// `lessons` with the learner's answers to the exercises linked in (`Lessons/Exercises/`). `lessons`
// builds it and hands it the commands that check them.
exit(LessonsCommandLine.main(catalogue: lessonCatalogue(playground: []), exercises: exercises))
