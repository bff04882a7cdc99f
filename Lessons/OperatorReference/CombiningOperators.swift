import LessonKit
import RxSandbox

/// The error of the `merge` scene.
private struct ConnectionLost: Error, CustomStringConvertible {
    var description: String { "connectionLost" }
}

/// The operator reference's combining family: the operators that make one sequence of several. Each
/// scene's inputs are hot test observables written as marble diagrams (one frame is 10 ticks); the
/// output lane is what the operator makes of them.
let combiningOperators = Lesson(
    id: "operators-combining",
    title: Localized(ko: "결합 연산자", en: "Combining operators"),
    summary: Localized(
        ko:
            "여러 시퀀스를 하나로 만드는 연산자: merge, concat, zip, combineLatest, withLatestFrom, startWith, amb, switchLatest",
        en:
            "Making one sequence of several: merge, concat, zip, combineLatest, withLatestFrom, startWith, amb, switchLatest"
    ),
    scenes: [
        Scene("merge") { stage in
            let scheduler = stage.scheduler
            // @code merge
            let first: TestableObservable<String> = try scheduler.createHotObservable("-a---b---c|")
            let second: TestableObservable<String> = try scheduler.createHotObservable(
                "---1---#", error: ConnectionLost())
            let output = Observable.merge(first.asObservable(), second.asObservable())
            // @end
            stage.record(first, as: "first")
            stage.record(second, as: "second")
            stage.record(output, as: "merge")
            stage.expect("first", "-a---b---c|")
            stage.expect("second", "---1---#", error: "connectionLost")
            stage.expect("merge", "-a-1-b-#", error: "connectionLost")
        },
        Scene("concat") { stage in
            let scheduler = stage.scheduler
            // @code concat
            let first: TestableObservable<String> = try scheduler.createColdObservable("-a-b|")
            let second: TestableObservable<String> = try scheduler.createHotObservable("-1-2-3-4|")
            let output = first.concat(second)
            // @end
            stage.record(output, as: "concat")
            stage.expect("concat", "-a-b-3-4|")
        },
        Scene("zip") { stage in
            let scheduler = stage.scheduler
            // @code zip
            let letters: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c|")
            let capitals: TestableObservable<Bool> = try scheduler.createHotObservable(
                "---t-----f--|", values: ["t": true, "f": false])
            let output = Observable.zip(letters, capitals) { letter, capital in
                capital ? letter.uppercased() : letter
            }
            // @end
            stage.record(letters, as: "letters")
            stage.record(capitals, as: "capitals")
            stage.record(output, as: "zip")
            stage.expect("letters", "-a-b-c|")
            stage.expect("zip", "---A-----b--|")
        },
        Scene("combine-latest") { stage in
            let scheduler = stage.scheduler
            // @code combine-latest
            let text: TestableObservable<String> = try scheduler.createHotObservable("-a---b-----|")
            let capitals: TestableObservable<Bool> = try scheduler.createHotObservable(
                "---f---t-|", values: ["f": false, "t": true])
            let output = Observable.combineLatest(text, capitals) { letter, capital in
                capital ? letter.uppercased() : letter
            }
            // @end
            stage.record(text, as: "text")
            stage.record(capitals, as: "capitals")
            stage.record(output, as: "combineLatest")
            stage.expect("text", "-a---b-----|")
            stage.expect("combineLatest", "---a-b-B---|")
        },
        Scene("with-latest-from") { stage in
            let scheduler = stage.scheduler
            // @code with-latest-from
            let taps: TestableObservable<String> = try scheduler.createHotObservable("---t---t--|")
            let text: TestableObservable<String> = try scheduler.createHotObservable("-a---b--c----d|")
            let output = taps.withLatestFrom(text)
            // @end
            stage.record(taps, as: "taps")
            stage.record(text, as: "text")
            stage.record(output, as: "withLatestFrom")
            stage.expect("taps", "---t---t--|")
            stage.expect("text", "-a---b--c----d|")
            stage.expect("withLatestFrom", "---a---b--|")
        },
        Scene("start-with") { stage in
            let scheduler = stage.scheduler
            // @code start-with
            let source: TestableObservable<String> = try scheduler.createHotObservable("------b-c|")
            let output = source.startWith("a").startWith("0", "1")
            // @end
            stage.record(source, as: "source")
            stage.record(output, as: "startWith")
            stage.expect("startWith", "(01a)-b-c|")
        },
        Scene("amb") { stage in
            let scheduler = stage.scheduler
            // @code amb
            let slow: TestableObservable<String> = try scheduler.createHotObservable("-----s-s|")
            let fast: TestableObservable<String> = try scheduler.createHotObservable("--f-----f---|")
            let output = slow.amb(fast)
            // @end
            stage.record(slow, as: "slow")
            stage.record(fast, as: "fast")
            stage.record(output, as: "amb")
            stage.expect("amb", "--f-----f---|")
        },
        Scene("switch-latest") { stage in
            let scheduler = stage.scheduler
            // @code switch-latest
            let first: TestableObservable<String> = try scheduler.createColdObservable("-a-a-a|")
            let second: TestableObservable<String> = try scheduler.createColdObservable("-b-b|")
            let sources: TestableObservable<Observable<String>> = try scheduler.createHotObservable(
                "-1---2----|", values: ["1": first.asObservable(), "2": second.asObservable()])
            let output = sources.switchLatest()
            // @end
            stage.record(output, as: "switchLatest")
            stage.expect("switchLatest", "--a-a-b-b-|")
        },
    ])
