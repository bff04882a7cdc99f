import Marbles

/// A directive line of a narrative (`{{code NAME}}`, `{{scene NAME}}`, `{{marbles DIAGRAM}}`), with what
/// it stands for: the text of a code region, the report of a scene, or a diagram parsed and laid out
/// (a diagram with `^` is read as hot).
enum NarrativeDirective {
    case code(String)
    case scene(SceneReport)
    case marbles(diagram: String, timeline: MarbleTimeline)

    /// What a narrative's directive stands for; a `LessonSourceError` that says what to fix when it
    /// names nothing.
    static func resolve(
        _ name: String, _ argument: String?, page: String, regions: [String: String], regionNames: [String],
        scenes: [SceneReport]
    ) throws -> NarrativeDirective {
        switch name {
        case "code":
            guard let region = argument.flatMap({ regions[$0] }) else {
                throw LessonSourceError.unknownRegion(name: argument ?? "", lesson: page, known: regionNames)
            }
            return .code(region)
        case "scene":
            guard let scene = scenes.first(where: { $0.sceneID == argument }) else {
                throw LessonSourceError.unknownScene(
                    name: argument ?? "", lesson: page, known: scenes.map(\.sceneID))
            }
            return .scene(scene)
        case "marbles":
            guard let diagram = argument else {
                throw LessonSourceError.invalidDiagram(
                    page: page, reason: "`{{marbles}}` needs a diagram: `{{marbles --a--|}}`")
            }
            let kind: MarbleDiagram.Kind = diagram.contains("^") ? .hot : .cold
            do {
                let events = try Marbles.events(diagram, kind: kind, timing: MarbleTiming(ticksPerFrame: 10))
                let stream = MarbleStream(name: diagram, events: MarbleEvent.from(events))
                return .marbles(diagram: diagram, timeline: MarbleTimeline(streams: [stream]))
            } catch {
                throw LessonSourceError.invalidDiagram(page: page, reason: "\(error)")
            }
        default:
            throw LessonSourceError.unknownDirective(name: name, lesson: page)
        }
    }
}
