import LessonKit
import RxSandbox
import RxTestSupport
import XCTest

/// While a scene runs, the process-wide hooks are the scene's: what `debug` prints and what no
/// subscription handles go to the scene's console at the virtual time; and afterwards every hook is
/// what it was. (XCTest: a Binder runs on the main thread, where XCTest runs its tests.)
final class SceneEnvironmentTests: XCTestCase {
    private func run(_ script: @escaping (Stage) throws -> Void) -> SceneReport {
        LessonRunner.run(Scene("test", script: script))
    }

    func testDebugPrintsTheVirtualTimeInTheScenesConsole() {
        let report = run { stage in
            let numbers = PublishSubject<Int>()
            numbers.debug("numbers").subscribe().disposed(by: stage.disposeBag)
            stage.at(30) { numbers.onNext(1) }
        }
        XCTAssertEqual(
            report.console,
            [
                ConsoleLine(time: 0, text: "0: numbers -> subscribed"),
                ConsoleLine(time: 30, text: "30: numbers -> Event next(1)"),
                ConsoleLine(time: 40, text: "40: numbers -> isDisposed"),
            ])
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
    }

    func testAnErrorNoSubscriptionHandlesIsPrintedInTheScenesConsole() {
        let report = run { stage in
            let request = PublishSubject<Int>()
            request.subscribe(onNext: { _ in }).disposed(by: stage.disposeBag)
            stage.at(20) { request.onError(TestError.boom) }
        }
        XCTAssertEqual(report.console, [ConsoleLine(time: 20, text: "Unhandled error happened: boom")])
    }

    func testEveryHookIsWhatItWasAfterTheScene() {
        var outside: [String] = []
        let saved = (
            output: Hooks.debugOutput, timestamp: Hooks.debugTimestamp, unhandled: Hooks.defaultErrorHandler,
            binding: Hooks.bindingErrorHandler
        )
        Hooks.debugOutput = { outside.append($0) }
        Hooks.debugTimestamp = { "now" }
        Hooks.defaultErrorHandler = { _, error in outside.append("unhandled \(error)") }
        Hooks.bindingErrorHandler = { error in outside.append("binding \(error)") }
        defer {
            Hooks.debugOutput = saved.output
            Hooks.debugTimestamp = saved.timestamp
            Hooks.defaultErrorHandler = saved.unhandled
            Hooks.bindingErrorHandler = saved.binding
        }

        let report = run { stage in
            XCTAssertTrue(Stage.current === stage)
            _ = Observable.just(1).debug("inside").subscribe()
            _ = Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in })
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            Observable<String?>.error(TestError.other).bind(to: label.rx.text).disposed(by: stage.disposeBag)
        }
        XCTAssertEqual(report.console.count, 5, "the scene printed its own lines: \(report.console)")
        XCTAssertEqual(report.timeline.streams.map(\.name), ["binding error"])
        XCTAssertEqual(outside, [], "nothing of the scene went to the hooks outside it")

        XCTAssertNil(Stage.current)
        _ = Observable.just(2).debug("outside").subscribe()
        _ = Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in })
        Hooks.bindingErrorHandler(TestError.other)
        XCTAssertEqual(
            outside,
            [
                "now: outside -> subscribed", "now: outside -> Event next(2)",
                "now: outside -> Event completed",
                "now: outside -> isDisposed", "unhandled boom", "binding other",
            ])
    }

    func testDriversDeliverOnTheVirtualClockOnlyDuringTheScene() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        let report = run { stage in
            XCTAssertTrue(SharingScheduler.make() as AnyObject === stage.scheduler)
            throw TestError.boom
        }
        XCTAssertEqual(report.failure, "the scene's script threw an error: boom")
        XCTAssertTrue(SharingScheduler.make() is MainScheduler, "restored, even after a script that throws")
        XCTAssertNil(Stage.current)
    }
}
