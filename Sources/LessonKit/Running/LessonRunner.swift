import Marbles
import RxCore
import RxVirtualTime

/// Runs lessons in virtual time and reports what happened.
///
/// Each scene gets a fresh `TestScheduler` (clock at 0, one tick a millisecond, so `.milliseconds(300)`
/// is 300 ticks, and no processing delay, so a hop to the scheduler happens at the same tick), and runs
/// in a `SceneEnvironment` on its stage: that scheduler is also the one of Drivers and Signals, and
/// every property set on a named object, every recorded event, every error that reaches a binder
/// (instead of stopping the program) and every printed line is kept with its virtual time.
///
/// The script runs at time 0; then the scheduler runs until no work is left and, one frame later, the
/// scene's dispose bag is emptied (with `end(at:)`, it runs to that time and the bag is emptied then).
/// When everything the scene made is released, `Resources.total` must be back where it was. A scene
/// whose script misuses the stage (two streams with one name, work scheduled in the past), throws, or
/// never ends fails with a message that says so.
package enum LessonRunner {
    /// How long a scene may run without `end(at:)`: work still queued after this is an error.
    package static let horizon: TestTime = 100_000
    /// How many work items a scene may run: more is work that keeps rescheduling itself (a feedback
    /// loop through a Driver, say), which would otherwise never end.
    package static let workLimit = 200_000

    /// Runs every scene of `lesson`, in order, in `language` (the language of its user's actions and
    /// of what it prints in both languages).
    package static func run(_ lesson: Lesson, language: Language = .en) -> LessonReport {
        LessonReport(lesson: lesson, scenes: lesson.scenes.map { run($0, language: language) })
    }

    /// Runs one scene.
    package static func run(_ scene: Scene, language: Language = .en) -> SceneReport {
        let before = Resources.total
        let outcome = play(scene, language: language)
        let after = Resources.total
        return SceneReport(
            sceneID: scene.id, timeline: outcome.timeline, properties: outcome.properties,
            console: outcome.console,
            expectations: outcome.expectations.map { ($0, check($0, in: outcome.recorded)) },
            resources: (before, after), failure: outcome.failure)
    }

    private struct Outcome {
        /// What the scene draws.
        var timeline: MarbleTimeline
        /// Each stream whole, for the expectations.
        var recorded: MarbleTimeline
        var properties: [PropertyTrack]
        var console: [ConsoleLine]
        var expectations: [Expectation]
        var failure: String?
    }

    /// Plays the scene on a fresh stage; when this returns, the stage and all it held are released.
    private static func play(_ scene: Scene, language: Language) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        scheduler.workLimit = workLimit
        let stage = Stage(scheduler: scheduler, language: language)
        var failures: [String] = []
        SceneEnvironment.run(on: stage) {
            do {
                try scene.script(stage)
                if let failure = runToEnd(stage) { failures.append(failure) }
            } catch {
                failures.append("the scene's script threw an error: \(error)")
            }
            stage.disposeSubscriptions()
            stage.releaseObjects()
            stage.flushConsole()
        }
        let recorded = stage.timeline(drawn: false)
        let names = recorded.streams.map(\.name)
        let repeated = Set(names.filter { name in names.filter { $0 == name }.count > 1 }).sorted()
        failures += stage.misuses + repeated.map { "two streams are named `\($0)`: give each its own name" }
        return Outcome(
            timeline: stage.timeline(), recorded: recorded, properties: stage.propertyTracks(),
            console: stage.console,
            expectations: stage.expectations,
            failure: failures.isEmpty ? nil : failures.joined(separator: "; "))
    }

    /// Runs the scheduler until the scene ends; a message if it would not end by itself.
    private static func runToEnd(_ stage: Stage) -> String? {
        let scheduler = stage.scheduler
        let endless = {
            "the scene keeps scheduling work (\(workLimit) items by tick \(scheduler.clock)): something reschedules "
                + "itself forever, like a Driver that drives its own source"
        }
        if let end = stage.endTime {
            if end > scheduler.clock { scheduler.advanceTo(end) }
            return scheduler.workDone >= workLimit ? endless() : nil
        }
        while let due = scheduler.nextDueTime {
            guard due <= horizon else {
                return "the scene still has work at tick \(due): end it with `stage.end(at:)`"
            }
            scheduler.advanceTo(max(due, scheduler.clock))
            if scheduler.workDone >= workLimit { return endless() }
        }
        scheduler.advanceTo(scheduler.clock + MarbleTiming.default.ticksPerFrame)
        return nil
    }

    /// How the stream of `expectation` differs from it, or `nil` if it matches: the recorded labels
    /// compared with the diagram's.
    static func check(_ expectation: Expectation, in timeline: MarbleTimeline) -> String? {
        guard let stream = timeline.streams.first(where: { $0.name == expectation.stream }) else {
            let names = timeline.streams.map(\.name).joined(separator: ", ")
            return "there is no stream named `\(expectation.stream)` (the scene has: \(names))"
        }
        do {
            return try MarbleComparison.compare(
                stream.events, with: expectation.diagram, values: expectation.values, error: expectation.error
            )?.description
        } catch {
            return "the expected diagram is not valid: \(error)"
        }
    }
}
