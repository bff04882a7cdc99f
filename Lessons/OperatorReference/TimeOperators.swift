import LessonKit
import RxSandbox

/// The error of the `delay` scene.
private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// The operator reference's time family: the operators that make, delay, space out or cut sequences by
/// the clock. Each scene runs on the scene's virtual clock (`scheduler`: 1 tick is 1 ms); its inputs are
/// hot test observables written as marble diagrams (one frame is 10 ticks).
let timeOperators = Lesson(
    id: "operators-time",
    title: Localized(ko: "시간 연산자", en: "Time operators"),
    summary: Localized(
        ko: "시계에 따라 시퀀스를 만들고, 늦추고, 간격을 두고, 자르는 연산자: interval, timer, delay, "
            + "delaySubscription, debounce, throttle, timeout, sample, take(for:), skip(_:scheduler:)",
        en: "Making, delaying, spacing out and cutting sequences by the clock: interval, timer, delay, "
            + "delaySubscription, debounce, throttle, timeout, sample, take(for:), skip(_:scheduler:)"),
    scenes: [
        Scene("interval") { stage in
            let scheduler = stage.scheduler
            // @code interval
            let ticks = Observable<Int>.interval(.milliseconds(30), scheduler: scheduler).take(4)
            // @end
            stage.record(ticks, as: "interval")
            stage.expect("interval", "---0--1--2--(3|)")
        },
        Scene("timer") { stage in
            let scheduler = stage.scheduler
            // @code timer
            let once = Observable<Int>.timer(.milliseconds(20), scheduler: scheduler)
            let repeating = Observable<Int>.timer(
                .milliseconds(20), period: .milliseconds(30), scheduler: scheduler
            ).take(3)
            // @end
            stage.record(once, as: "timer")
            stage.record(repeating, as: "period")
            stage.expect("timer", "--(0|)")
            stage.expect("period", "--0--1--(2|)")
        },
        Scene("delay") { stage in
            let scheduler = stage.scheduler
            // @code delay
            let letters: TestableObservable<String> = try scheduler.createHotObservable(
                "-a-b---c-#", error: Offline())
            let output = letters.delay(.milliseconds(30), scheduler: scheduler)
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "delay")
            stage.expect("delay", "----a-b--#", error: "offline")
        },
        Scene("delay-subscription") { stage in
            let scheduler = stage.scheduler
            // @code delay-subscription
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-d|")
            let output = letters.delaySubscription(.milliseconds(40), scheduler: scheduler)
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "delaySubscription")
            stage.expect("delaySubscription", "-----c-d|")
        },
        Scene("debounce") { stage in
            let scheduler = stage.scheduler
            // @code debounce
            let typing: TestableObservable<String> = try scheduler.createHotObservable("-ab-c-----d-ef|")
            let output = typing.debounce(.milliseconds(30), scheduler: scheduler)
            // @end
            stage.record(typing, as: "typing")
            stage.record(output, as: "debounce")
            stage.expect("debounce", "-------c------(f|)")
        },
        Scene("throttle") { stage in
            let scheduler = stage.scheduler
            // @code throttle
            let taps: TestableObservable<String> = try scheduler.createHotObservable("-abc---d--e---|")
            let latest = taps.throttle(.milliseconds(40), scheduler: scheduler)
            let first = taps.throttle(.milliseconds(40), latest: false, scheduler: scheduler)
            // @end
            stage.record(taps, as: "taps")
            stage.record(latest, as: "throttle")
            stage.record(first, as: "latest: false")
            stage.expect("throttle", "-a---c---d---e|")
            stage.expect("latest: false", "-a-----d------|")
        },
        Scene("timeout") { stage in
            let scheduler = stage.scheduler
            // @code timeout
            let answers: TestableObservable<String> = try scheduler.createHotObservable("-a-b-------c|")
            let failing = answers.timeout(.milliseconds(40), scheduler: scheduler)
            let fallback = answers.timeout(
                .milliseconds(40), other: Observable.just("z"), scheduler: scheduler)
            // @end
            stage.record(answers, as: "answers")
            stage.record(failing, as: "timeout")
            stage.record(fallback, as: "other")
            stage.expect("timeout", "-a-b---#", error: "RxError.timeout")
            stage.expect("other", "-a-b---(z|)")
        },
        Scene("sample") { stage in
            let scheduler = stage.scheduler
            // @code sample
            let positions: TestableObservable<String> = try scheduler.createHotObservable("-ab--c------d|")
            let frames: TestableObservable<String> = try scheduler.createHotObservable("---f---f---f---f|")
            let output = positions.sample(frames)
            // @end
            stage.record(positions, as: "positions")
            stage.record(frames, as: "frames")
            stage.record(output, as: "sample")
            stage.expect("sample", "---b---c-------(d|)")
        },
        Scene("take-for") { stage in
            let scheduler = stage.scheduler
            // @code take-for
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-d|")
            let output = letters.take(for: .milliseconds(40), scheduler: scheduler)
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "take(for:)")
            stage.expect("take(for:)", "-a-b|")
        },
        Scene("skip-scheduler") { stage in
            let scheduler = stage.scheduler
            // @code skip-scheduler
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-d|")
            let output = letters.skip(.milliseconds(40), scheduler: scheduler)
            // @end
            stage.record(letters, as: "letters")
            stage.record(output, as: "skip(_:scheduler:)")
            stage.expect("skip(_:scheduler:)", "-----c-d|")
        },
    ])
