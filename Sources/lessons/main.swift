import Curriculum
import Exercises
import Foundation
import LessonsCLI

// The `lessons` command: arguments in, the command line of LessonsCLI out.
exit(LessonsCommandLine.main(catalogue: catalogue, exercises: exercises))
