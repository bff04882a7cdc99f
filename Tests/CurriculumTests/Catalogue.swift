import Curriculum
import LessonKit
import Playground

/// Every lesson, the playground with its experiment as the learner was given it (as `learner` runs it).
let catalogue = lessonCatalogue(playground: [experiment])
