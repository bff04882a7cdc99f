import Marbles
import RxVirtualTime

/// What running a lesson gave: a report per scene.
public struct LessonReport {
    /// The lesson that ran.
    public let lesson: Lesson
    /// Its scenes' reports, in order.
    public let scenes: [SceneReport]

    /// The report of the scene `id`, if the lesson has one.
    public func scene(_ id: String) -> SceneReport? {
        scenes.first { $0.sceneID == id }
    }

    /// Whether every scene ran, met its expectations and leaked nothing.
    public var passed: Bool {
        scenes.allSatisfy(\.passed)
    }
}

/// What one scene did: every stream and property over virtual time, the printed lines, and whether
/// it met its expectations and gave back every resource.
public struct SceneReport {
    /// The scene's id.
    public let sceneID: String
    /// Every recorded stream and property, on one time axis.
    public let timeline: MarbleTimeline
    /// Each property of the named objects over time (for the state panel and the scrubber).
    public let properties: [PropertyTrack]
    /// What the lesson printed.
    public let console: [ConsoleLine]
    /// Each expectation, and how the stream differed from it (`nil` when it matched).
    public let expectations: [(expectation: Expectation, mismatch: String?)]
    /// `Resources.total` before the scene and after it (and everything it made) was released.
    public let resources: (before: Int32, after: Int32)
    /// Why the scene could not run to its end, if it could not (its script threw, or it never ended).
    public let failure: String?

    /// Whether the scene ran to its end, met every expectation and leaked nothing.
    public var passed: Bool {
        failure == nil && resources.before == resources.after
            && expectations.allSatisfy { $0.mismatch == nil }
    }

    /// Every way the scene failed, one message each.
    public var problems: [String] {
        var problems: [String] = []
        if let failure { problems.append(failure) }
        for (expectation, mismatch) in expectations {
            if let mismatch { problems.append("\(expectation.stream): \(mismatch)") }
        }
        if resources.before != resources.after {
            problems.append(
                "Resources.total went from \(resources.before) to \(resources.after): something was not released"
            )
        }
        return problems
    }
}
