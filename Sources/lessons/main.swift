import Foundation
import LessonKit
import Lessons

// The `lessons` command: arguments in, LessonKit out (see LessonsCommandLine).
exit(LessonsCommandLine.main(catalogue: catalogue))
