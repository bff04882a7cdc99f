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

    /// Runs every scene of `lesson`, in order.
    package static func run(_ lesson: Lesson) -> LessonReport {
        LessonReport(lesson: lesson, scenes: lesson.scenes.map(run))
    }

    /// Runs one scene.
    package static func run(_ scene: Scene) -> SceneReport {
        let before = Resources.total
        let outcome = play(scene)
        let after = Resources.total
        return SceneReport(
            sceneID: scene.id, timeline: outcome.timeline, properties: outcome.properties,
            screen: outcome.screen, console: outcome.console,
            expectations: outcome.expectations.map { ($0, check($0, in: outcome.timeline)) },
            resources: (before, after), failure: outcome.failure)
    }

    private struct Outcome {
        var timeline: MarbleTimeline
        var properties: [PropertyTrack]
        var screen: [ScreenObject]
        var console: [ConsoleLine]
        var expectations: [Expectation]
        var failure: String?
    }

    /// Plays the scene on a fresh stage; when this returns, the stage and all it held are released.
    private static func play(_ scene: Scene) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        scheduler.workLimit = workLimit
        let stage = Stage(scheduler: scheduler)
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
        let timeline = stage.timeline()
        let names = timeline.streams.map(\.name)
        let repeated = Set(names.filter { name in names.filter { $0 == name }.count > 1 }).sorted()
        failures += stage.misuses + repeated.map { "two streams are named `\($0)`: give each its own name" }
        return Outcome(
            timeline: timeline, properties: stage.propertyTracks(), screen: stage.screenObjects(),
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
        // The screen's table rows are noted after the script and at the end of every tick with work.
        stage.snapshotScreen()
        if let end = stage.endTime {
            if end > scheduler.clock {
                while let due = scheduler.nextDueTime, due <= end, scheduler.workDone < workLimit {
                    scheduler.advanceTo(max(due, scheduler.clock))
                    stage.snapshotScreen()
                }
                scheduler.sleep(end - scheduler.clock)
            }
            return scheduler.workDone >= workLimit ? endless() : nil
        }
        while let due = scheduler.nextDueTime {
            guard due <= horizon else {
                return "the scene still has work at tick \(due): end it with `stage.end(at:)`"
            }
            scheduler.advanceTo(max(due, scheduler.clock))
            stage.snapshotScreen()
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
