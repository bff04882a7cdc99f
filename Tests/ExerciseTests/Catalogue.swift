import Curriculum
import LessonKit

/// The lessons, to look the exercises' lessons up in (the playground's scenes are not needed).
let catalogue = lessonCatalogue(playground: [])
