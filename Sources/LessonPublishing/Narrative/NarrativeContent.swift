import LessonKit
import Marbles

/// What a directive of a narrative stands for, once resolved: `{{code NAME}}` the text of a code
/// region, `{{scene NAME}}` the report of a scene that ran, `{{marbles DIAGRAM}}` a diagram parsed and
/// laid out as a timeline (read as hot when it has a `^`).
package enum NarrativeContent {
    case code(String)
    case scene(SceneReport)
    case marbles(diagram: String, timeline: MarbleTimeline)
}
