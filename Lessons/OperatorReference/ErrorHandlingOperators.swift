import LessonKit
import RxSandbox

/// The error of the scenes on this page: a request that failed.
private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// The operator reference's error-handling family: the operators that replace an error with other
/// elements, or subscribe again. Each scene's inputs are test observables written as marble diagrams
/// (one frame is 10 ticks); the output lane is what the operator makes of them.
let errorHandlingOperators = Lesson(
    id: "operators-error-handling",
    title: Localized(ko: "에러 처리 연산자", en: "Error-handling operators"),
    summary: Localized(
        ko: "에러를 다른 요소로 바꾸거나 다시 구독하는 연산자: catch, catchAndReturn, catch(sequence:), retry, retry(when:)",
        en:
            "Replacing an error with other elements, or subscribing again: catch, catchAndReturn, catch(sequence:), retry, retry(when:)"
    ),
    scenes: [
        Scene("catch") { stage in
            let scheduler = stage.scheduler
            // @code catch
            let requests: TestableObservable<String> = try scheduler.createHotObservable(
                "-a-b-#", error: Offline())
            let cache: TestableObservable<String> = try scheduler.createColdObservable("-x-y|")
            let output = requests.catch { _ in cache.asObservable() }
            // @end
            stage.record(requests, as: "requests")
            stage.record(output, as: "catch")
            stage.expect("requests", "-a-b-#", error: "offline")
            stage.expect("catch", "-a-b--x-y|")
        },
        Scene("catch-and-return") { stage in
            let scheduler = stage.scheduler
            // @code catch-and-return
            let requests: TestableObservable<String> = try scheduler.createHotObservable(
                "-a-b-#", error: Offline())
            let output = requests.catchAndReturn("z")
            // @end
            stage.record(requests, as: "requests")
            stage.record(output, as: "catchAndReturn")
            stage.expect("catchAndReturn", "-a-b-(z|)")
        },
        Scene("catch-sequence") { stage in
            let scheduler = stage.scheduler
            // @code catch-sequence
            let first: TestableObservable<String> = try scheduler.createColdObservable(
                "-a#", error: Offline())
            let second: TestableObservable<String> = try scheduler.createColdObservable(
                "-b#", error: Offline())
            let third: TestableObservable<String> = try scheduler.createColdObservable("-c|")
            let output = Observable.catch(sequence: [first, second, third].map { $0.asObservable() })
            // @end
            stage.record(output, as: "catch(sequence:)")
            stage.expect("catch(sequence:)", "-a-b-c|")
        },
        Scene("retry") { stage in
            let scheduler = stage.scheduler
            // @code retry
            let request: TestableObservable<String> = try scheduler.createColdObservable(
                "-a-#", error: Offline())
            let source = stage.trace(request, as: "request")
            let output = source.retry(3)
            // @end
            stage.record(output, as: "retry")
            stage.expect("retry", "-a--a--a-#", error: "offline")
        },
        Scene("retry-when") { stage in
            let scheduler = stage.scheduler
            // @code retry-when
            let request: TestableObservable<String> = try scheduler.createColdObservable(
                "-a-#", error: Offline())
            let source = stage.trace(request, as: "request")
            let output = source.retry { (errors: Observable<Offline>) in
                errors.enumerated().flatMap { attempt, error in
                    attempt < 2
                        ? Observable<Int>.timer(.milliseconds(20), scheduler: scheduler) : .error(error)
                }
            }
            // @end
            stage.record(output, as: "retry(when:)")
            stage.expect("retry(when:)", "-a----a----a-#", error: "offline")
        },
    ])
