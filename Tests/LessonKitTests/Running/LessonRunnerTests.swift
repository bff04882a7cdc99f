import LessonKit
import Marbles
import RxSandbox
import RxTestSupport
import XCTest

/// The runner in virtual time: what it records, when the scene ends, and what makes a scene fail.
/// (XCTest, because a Binder runs on the main thread, where XCTest runs its tests.)
final class LessonRunnerTests: XCTestCase {
    private func run(_ script: @escaping (Stage) throws -> Void) -> SceneReport {
        LessonRunner.run(Scene("test", script: script))
    }

    private func stream(_ name: String, in report: SceneReport) -> MarbleStream? {
        report.timeline.streams.first { $0.name == name }
    }

    func testPropertySetsOfANamedObjectBecomeStreamsNamedObjectDotProperty() {
        let report = run { stage in
            let label = stage.show(UILabel(), as: "label")
            stage.at(10) { label.text = "a" }
            stage.at(20) { label.textColor = .red }
            stage.at(30) { label.text = nil }
        }
        XCTAssertEqual(report.timeline.streams.map(\.name), ["label.text", "label.textColor"])
        XCTAssertEqual(
            stream("label.text", in: report)?.events,
            [MarbleEvent(time: 10, kind: .next("a")), MarbleEvent(time: 30, kind: .next("nil"))])
        XCTAssertEqual(report.properties.map(\.finalLabel), ["nil", "red"])
        XCTAssertEqual(report.properties.first?.initialLabel, "nil")
        XCTAssertEqual(report.properties.first?.label(at: 15), "a")
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
    }

    func testOnlyTheListedPropertiesAreShown() {
        let report = run { stage in
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            stage.at(10) { label.textColor = .red }
            stage.at(20) { label.text = "" }
        }
        XCTAssertEqual(report.timeline.streams.map(\.name), ["label.text"])
        XCTAssertEqual(stream("label.text", in: report)?.events.map(\.kind), [.next("\"\"")])
    }

    func testRecordSubscribesNowAndEndsWithTheSceneOneFrameAfterTheLastWork() {
        let report = run { stage in
            let subject = PublishSubject<Int>()
            stage.record(subject, as: "numbers")
            stage.at(10) { subject.onNext(1) }
            stage.at(40) { subject.onNext(2) }
        }
        let numbers = stream("numbers", in: report)
        XCTAssertEqual(numbers?.events.map(\.time), [10, 40])
        XCTAssertEqual(numbers?.subscriptions, [Subscription(0, 50)])
    }

    func testTraceRecordsEachSubscriptionWithoutSubscribingItself() {
        let report = run { stage in
            let source = stage.trace(Observable.just(7), as: "just")
            stage.at(20) { _ = source.subscribe() }
        }
        XCTAssertEqual(stream("just", in: report)?.subscriptions, [Subscription(20, 20)])
        XCTAssertEqual(
            stream("just", in: report)?.events,
            [MarbleEvent(time: 20, kind: .next("7")), MarbleEvent(time: 20, kind: .completed)])
    }

    func testUserActionsWithALabelAppearOnTheUserLane() {
        let report = run { stage in
            // Shown (with no properties), so the stage keeps it: a control's events complete when it goes.
            let button = stage.show(UIButton(), as: "button", properties: [])
            stage.record(button.rx.tap, as: "tap")
            stage.user(at: 10, "tap") { button.simulateTap() }
            stage.user(at: 20) { button.simulateTap() }
        }
        XCTAssertEqual(report.timeline.streams.map(\.name), ["user", "tap"])
        XCTAssertEqual(stream("user", in: report)?.events, [MarbleEvent(time: 10, kind: .next("tap"))])
        XCTAssertEqual(stream("tap", in: report)?.events.map(\.time), [10, 20])
    }

    func testAnErrorThatReachesABinderIsRecordedInsteadOfStoppingTheProgram() {
        let report = run { stage in
            let subject = PublishSubject<String?>()
            let label = stage.show(UILabel(), as: "label")
            subject.bind(to: label.rx.text).disposed(by: stage.disposeBag)
            stage.at(10) { subject.onError(TestError.boom) }
        }
        XCTAssertEqual(
            stream("binding error", in: report)?.events, [MarbleEvent(time: 10, kind: .error("boom"))])
    }

    func testExpectationsCompareTheDrawnLabels() {
        let report = run { stage in
            let label = stage.show(UILabel(), as: "label")
            stage.at(10) { label.text = "Red" }
            stage.at(20) { label.text = "Blue" }
            stage.expect("label.text", "-rb", values: ["r": "Red", "b": "Blue"])
            stage.expect("label.text", "-r-b", values: ["r": "Red", "b": "Blue"])
            stage.expect("label.colour", "-")
        }
        XCTAssertFalse(report.passed)
        XCTAssertNil(report.expectations[0].mismatch)
        XCTAssertEqual(report.expectations[1].mismatch?.hasPrefix("marbles differ at tick 20"), true)
        XCTAssertEqual(
            report.expectations[2].mismatch,
            "there is no stream named `label.colour` (the scene has: label.text)")
        XCTAssertEqual(report.problems.count, 2)
    }

    func testAShownPropertyNeverSetIsAStreamWithoutEvents() {
        let report = run { stage in
            stage.show(UILabel(), as: "label", properties: ["text"])
            stage.expect("label.text", "-a")
            stage.expect("label.text", "")
            stage.expect("binding error", "")
        }
        XCTAssertEqual(report.expectations[0].mismatch?.hasPrefix("marbles differ at tick 10"), true)
        XCTAssertNil(report.expectations[1].mismatch)
        XCTAssertNil(report.expectations[2].mismatch, "no error reached a binder")
    }

    func testAKoreanRunReportsMismatchesAndFailuresInKorean() {
        let scene = Scene("test") { stage in
            let label = stage.show(UILabel(), as: "label")
            stage.at(10) { label.text = "Red" }
            stage.at(20) { label.text = "Blue" }
            stage.expect("label.text", "-r-b", values: ["r": "Red", "b": "Blue"])
            stage.expect("label.colour", "-")
            stage.expect("label.text", "-(r")
            stage.at(30) { stage.at(20) {} }
        }
        let report = LessonRunner.run(scene, language: .ko)
        XCTAssertEqual(
            report.expectations[0].mismatch,
            """
            마블이 20틱에서 다릅니다
              기대: -r-b
              실제: -rb-
                      ^
              기대한 이벤트: [next(10, "Red"), next(30, "Blue")]
              실제 이벤트:   [next(10, "Red"), next(20, "Blue")]
            """)
        XCTAssertEqual(
            report.expectations[1].mismatch, "이름이 `label.colour`인 스트림이 없습니다(장면에 있는 스트림: label.text)")
        XCTAssertEqual(
            report.expectations[2].mismatch,
            """
            기대한 마블 다이어그램이 올바르지 않습니다: 마블 문법 에러(2열, '('): 그룹이 닫히지 않습니다
              -(r
               ^
            힌트: `)`로 그룹을 닫으면 됩니다
            """)
        XCTAssertEqual(report.failure, "작업을 20틱에 예약했지만, 지금은 이미 30틱입니다: 30틱이나 그 뒤로 예약하면 됩니다")
        XCTAssertEqual(
            LessonRunner.run(Scene("throws") { _ in throw TestError.boom }, language: .ko).failure,
            "장면의 스크립트가 에러를 던졌습니다: boom")
        let english = LessonRunner.run(scene, language: .en)
        XCTAssertEqual(
            english.expectations[0].mismatch?.hasPrefix("marbles differ at tick 20\n  expected: -r-b"), true)
        XCTAssertEqual(
            english.expectations[2].mismatch?.hasPrefix(
                "the expected diagram is not valid: marble syntax error"), true)
        XCTAssertEqual(
            english.failure,
            "work scheduled at tick 20, before the current tick 30: schedule it at tick 30 or later")
    }

    func testDriversRunOnTheScenesClockWithoutAProcessingDelay() {
        let report = run { stage in
            let subject = PublishSubject<Int>()
            stage.record(subject.asDriver(onErrorJustReturn: -1), as: "driver")
            stage.at(10) { subject.onNext(1) }
        }
        XCTAssertEqual(stream("driver", in: report)?.events.map(\.time), [10])
    }

    func testPrintGoesToTheConsoleWithItsTime() {
        let report = run { stage in
            stage.at(30) { stage.print("hello") }
        }
        XCTAssertEqual(report.console, [ConsoleLine(time: 30, text: "hello")])
    }

    func testASceneThatNeverEndsFailsWithAHintAndOneWithAnEndStops() {
        let endless = run { stage in
            Observable<Int>.interval(.milliseconds(100), scheduler: stage.scheduler).subscribe()
                .disposed(by: stage.disposeBag)
        }
        XCTAssertEqual(endless.failure?.hasSuffix("end it with `stage.end(at:)`"), true)
        XCTAssertTrue(endless.resources.before == endless.resources.after)
        let ended = run { stage in
            stage.record(
                Observable<Int>.interval(.milliseconds(100), scheduler: stage.scheduler), as: "ticks")
            stage.end(at: 350)
        }
        XCTAssertNil(ended.failure)
        XCTAssertEqual(stream("ticks", in: ended)?.events.map(\.time), [100, 200, 300])
        XCTAssertEqual(stream("ticks", in: ended)?.subscriptions, [Subscription(0, 350)])
    }

    func testAScriptThatThrowsFailsTheScene() {
        let report = run { _ in throw TestError.boom }
        XCTAssertEqual(report.failure, "the scene's script threw an error: boom")
        XCTAssertFalse(report.passed)
    }

    func testALeakFailsTheScene() {
        var kept: [Disposable] = []
        let report = run { stage in
            kept.append(PublishSubject<Int>().subscribe())
        }
        XCTAssertGreaterThan(report.resources.after, report.resources.before)
        XCTAssertFalse(report.passed)
        XCTAssertEqual(report.problems.first?.hasPrefix("Resources.total went from"), true)
        let korean = LessonRunner.run(
            Scene("test") { _ in kept.append(PublishSubject<Int>().subscribe()) }, language: .ko)
        XCTAssertEqual(korean.problems.first?.hasSuffix("해제되지 않은 구독이 있습니다"), true)
        kept.forEach { $0.dispose() }
    }
}
