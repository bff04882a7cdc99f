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
/// When the scene has let go of everything, `Resources.total` must be back where it was, and every
/// object it showed or made must be released (`LeakCheck`; a scene may show a leak on purpose). A scene
/// whose script misuses the stage (two streams with one name, work scheduled in the past), throws, or
/// never ends fails with a message that says so. Every message, and the report of an expectation the
/// scene does not meet, is in the language the scene runs in.
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

    /// Runs only the scene `id` of `lesson`, in `language`: a report of the lesson with that scene's
    /// alone. Nil when the lesson has no such scene.
    package static func run(_ lesson: Lesson, scene id: String, language: Language = .en) -> LessonReport? {
        guard let scene = lesson.scenes.first(where: { $0.id == id }) else { return nil }
        return LessonReport(lesson: lesson, scenes: [run(scene, language: language)])
    }

    /// Runs one scene. With `replacing`, a live run: the inputs it names by position are made from
    /// the diagrams it gives instead of the code's (see `MarbleInputs`), and the scene's expectations,
    /// written for the code's inputs, are not checked.
    package static func run(_ scene: Scene, language: Language = .en, replacing: [Int: String]? = nil)
        -> SceneReport
    {
        let before = Resources.total
        let outcome = play(scene, language: language, inputs: MarbleInputs(replacements: replacing ?? [:]))
        // The stage, its bag, its named objects and the script are released: what is alive now is held
        // by something that outlived the scene. A leak the scene shows on purpose is undone after.
        let objectsLeft = outcome.watch.alive()
        outcome.watch.undoLeaks()
        let after = Resources.total
        let expectedLeaks = outcome.watch.expectedLeaks
        let leftAfterUndo = expectedLeaks.isEmpty ? [] : outcome.watch.alive()
        let lateReleases = outcome.watch.lateReleases()
        var report = SceneReport(
            sceneID: scene.id, timeline: outcome.timeline, recorded: outcome.recorded,
            chain: outcome.chain?.folded,
            wholeChain: outcome.chain?.whole,
            properties: outcome.properties,
            screen: outcome.screen, console: outcome.console,
            expectations: replacing != nil
                ? []
                : outcome.expectations.map {
                    ($0, check($0, in: outcome.recorded, declared: outcome.declared, language: language))
                },
            leakCheck: LeakCheck(
                resources: (before, after), objectsLeft: objectsLeft, expectedLeaks: expectedLeaks,
                leftAfterUndo: leftAfterUndo, lateReleases: lateReleases),
            failure: outcome.failure, language: language)
        report.inputs = outcome.inputs
        report.inputErrors = outcome.inputErrors
        return report
    }

    private struct Outcome {
        /// What the scene draws.
        var timeline: MarbleTimeline
        /// Each stream whole, for the expectations.
        var recorded: MarbleTimeline
        /// The inside of its chains, if it traced them: as the scene draws them, and whole.
        var chain: (folded: ChainGraph, whole: ChainGraph)?
        var properties: [PropertyTrack]
        var screen: [ScreenObject]
        var console: [ConsoleLine]
        var expectations: [Expectation]
        /// The property streams the scene named, set or not (see `Stage.declaredPropertyStreams`).
        var declared: [String]
        var failure: String?
        /// The objects the scene showed or made, held weakly.
        var watch: ObjectWatch
        /// Its inputs, and the replacements they could not be made from.
        var inputs: [SceneInput]
        var inputErrors: [Int: MarbleSyntaxError]
    }

    /// Plays the scene on a fresh stage; when this returns, the stage and all it held are released.
    private static func play(_ scene: Scene, language: Language, inputs: MarbleInputs) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        scheduler.workLimit = workLimit
        let stage = Stage(scheduler: scheduler, language: language, marbleInputs: inputs)
        var failures: [String] = []
        SceneEnvironment.run(on: stage) {
            do {
                if scene.tracesChain { stage.traceChain() }
                try scene.script(stage)
                // What the script made is the scene's inputs; what operators make as it runs is not.
                stage.marbleInputs.close()
                if let failure = runToEnd(stage) { failures.append(failure[language]) }
            } catch {
                failures.append(
                    Localized(
                        ko: "장면의 스크립트가 에러를 던졌습니다: \(error)",
                        en: "the scene's script threw an error: \(error)")[language])
            }
            stage.disposeSubscriptions()
            stage.releaseObjects()
            stage.objectWatch.noteReleases(at: stage.scheduler.clock)
            stage.stopTracing()
            stage.flushConsole()
        }
        let recorded = stage.timeline(drawn: false)
        let names = recorded.streams.map(\.name)
        let repeated = Set(names.filter { name in names.filter { $0 == name }.count > 1 }).sorted()
        failures += stage.objectWatch.unwatchedLetGos().map { name in
            Localized(
                ko: "`letGo(of: \"\(name)\")`: 장면이 그 이름으로 지켜보는 객체가 없습니다. `show`나 `watch`로 먼저 이름을 주세요",
                en:
                    "`letGo(of: \"\(name)\")`: the scene watches no object of that name; name it with `show` or "
                    + "`watch` first")[language]
        }
        failures +=
            stage.misuses
            + repeated.map { name in
                Localized(
                    ko: "이름이 `\(name)`인 스트림이 둘 있습니다: 스트림마다 이름을 따로 지어야 합니다",
                    en: "two streams are named `\(name)`: give each its own name")[language]
            }
        return Outcome(
            timeline: stage.timeline(), recorded: recorded, chain: stage.chainGraph(),
            properties: stage.propertyTracks(),
            screen: stage.screenObjects(),
            console: stage.console,
            expectations: stage.expectations, declared: stage.declaredPropertyStreams,
            failure: failures.isEmpty ? nil : failures.joined(separator: "; "), watch: stage.objectWatch,
            inputs: stage.sceneInputs, inputErrors: inputs.failures)
    }

    /// Runs the scheduler until the scene ends; a message if it would not end by itself.
    private static func runToEnd(_ stage: Stage) -> Localized? {
        let scheduler = stage.scheduler
        let endless = {
            Localized(
                ko: "장면이 계속 작업을 예약합니다(\(scheduler.clock)틱까지 \(workLimit)개): 자기 자신을 끝없이 다시 "
                    + "예약하는 것이 있습니다. 자기 소스를 구동하는 Driver가 그런 예입니다",
                en:
                    "the scene keeps scheduling work (\(workLimit) items by tick \(scheduler.clock)): something "
                    + "reschedules itself forever, like a Driver that drives its own source")
        }
        // The screen's table rows are noted after the script and at the end of every tick with work.
        stage.snapshotScreen()
        if let end = stage.endTime {
            if end > scheduler.clock {
                while let due = scheduler.nextDueTime, due <= end, scheduler.workDone < workLimit {
                    scheduler.advanceTo(max(due, scheduler.clock))
                    stage.snapshotScreen()
                    stage.objectWatch.noteReleases(at: scheduler.clock)
                }
                scheduler.sleep(end - scheduler.clock)
            }
            return scheduler.workDone >= workLimit ? endless() : nil
        }
        while let due = scheduler.nextDueTime {
            guard due <= horizon else {
                return Localized(
                    ko: "\(due)틱에도 장면에 작업이 남아 있습니다: `stage.end(at:)`로 장면을 끝내야 합니다",
                    en: "the scene still has work at tick \(due): end it with `stage.end(at:)`")
            }
            scheduler.advanceTo(max(due, scheduler.clock))
            stage.snapshotScreen()
            stage.objectWatch.noteReleases(at: scheduler.clock)
            if scheduler.workDone >= workLimit { return endless() }
        }
        scheduler.advanceTo(scheduler.clock + MarbleTiming.default.ticksPerFrame)
        return nil
    }

    /// How the stream of `expectation` differs from it, or `nil` if it matches: the recorded labels
    /// compared with the diagram's, told in `language`.
    /// A property the scene named (`declared`) that was never set, and the `binding error` lane when no
    /// error reached a binder, are streams without events, so their expectations get a marble diff (or
    /// pass, for `""`); any other name that is not a stream's is a mistake in the scene.
    static func check(
        _ expectation: Expectation, in timeline: MarbleTimeline, declared: [String] = [],
        language: Language = .en
    ) -> String? {
        let unset = declared.contains(expectation.stream) || expectation.stream == Stage.bindingErrorLane
        guard
            let stream = timeline.streams.first(where: { $0.name == expectation.stream })
                ?? (unset ? MarbleStream(name: expectation.stream, events: []) : nil)
        else {
            let names = timeline.streams.map(\.name).joined(separator: ", ")
            return Localized(
                ko: "이름이 `\(expectation.stream)`인 스트림이 없습니다(장면에 있는 스트림: \(names))",
                en: "there is no stream named `\(expectation.stream)` (the scene has: \(names))")[language]
        }
        let words = language.mismatchWords
        do {
            return try MarbleComparison.compare(
                stream.events, with: expectation.diagram, values: expectation.values,
                error: expectation.error,
                words: words
            )?.description
        } catch let error as MarbleSyntaxError {
            return Localized(
                ko: "기대한 마블 다이어그램이 올바르지 않습니다: \(words.syntaxError(error))",
                en: "the expected diagram is not valid: \(words.syntaxError(error))")[language]
        } catch {
            return Localized(
                ko: "기대한 마블 다이어그램이 올바르지 않습니다: \(error)",
                en: "the expected diagram is not valid: \(error)")[language]
        }
    }
}
