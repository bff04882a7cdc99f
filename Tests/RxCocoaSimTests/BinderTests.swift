import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class BinderTests: RxTestCase {
    func testABinderDoesNotKeepItsTargetAlive() {
        var label: UILabel? = UILabel()
        weak let weakLabel = label
        var applied = 0
        let binder = Binder(label!) { (label: UILabel, text: String) in
            applied += 1
            label.text = text
        }
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("too late")
        XCTAssertEqual(applied, 0)
    }

    func testOnTheTestSchedulerEachElementIsAppliedOneTickLater() {
        let label = UILabel()
        let timeline = UITimeline(scheduler, properties: ["text"])
        let texts = scheduler.createHotObservable([
            .next(150, "before"), .next(210, "a"), .next(220, "b"), .completed(300),
        ])
        let binder = Binder(label, scheduler: scheduler) { (label: UILabel, text: String) in label.text = text
        }
        let observer = scheduler.start { texts.do(onNext: { binder.onNext($0) }) }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(220, "b"), .completed(300)])
        XCTAssertEqual(timeline.entries, ["211 text: a", "221 text: b"])
    }

    func testTheTargetIsCheckedWhenTheScheduledWorkRunsNotWhenTheElementArrives() {
        var label: UILabel? = UILabel()
        var applied: [String] = []
        let binder = Binder(label!, scheduler: scheduler) { (_: UILabel, text: String) in
            applied.append("\(self.scheduler.clock) \(text)")
        }
        scheduler.scheduleAt(210) { binder.onNext("a") }
        scheduler.scheduleAt(220) {
            binder.onNext("b")  // the target is alive now, but not at 221 when the work runs
            label = nil
        }
        scheduler.scheduleAt(230) { binder.onNext("c") }
        scheduler.start()
        XCTAssertEqual(applied, ["211 a"])
    }

    func testTheBindingReceivesTheTargetAndTheValue() {
        let slider = UISlider()
        var received: [(target: UISlider, value: Float)] = []
        let binder = Binder(slider, scheduler: scheduler) { (target: UISlider, value: Float) in
            received.append((target, value))
        }
        scheduler.scheduleAt(210) { binder.onNext(0.25) }
        scheduler.start()
        XCTAssertEqual(received.count, 1)
        XCTAssertTrue(received.first?.target === slider)
        XCTAssertEqual(received.first?.value, 0.25)
    }

    func testOnTheMainThreadTheMainSchedulerAppliesAtOnce() {
        let label = UILabel()
        let binder = Binder(label) { (label: UILabel, text: String) in label.text = text }
        binder.onNext("inline")
        XCTAssertEqual(label.text, "inline")
    }

    func testWhileItsOwnWorkRunsTheMainSchedulerQueuesTheNextElement() {
        let label = UILabel()
        let secondApplied = expectation(description: "the second element is applied later")
        var binder: Binder<String>!
        var log: [String] = []
        binder = Binder(label) { (label: UILabel, text: String) in
            label.text = text
            log.append("applied \(text)")
            if text == "first" {
                binder.onNext("second")  // the scheduler is busy with "first": this one is queued
                log.append("queued second")
            } else {
                secondApplied.fulfill()
            }
        }
        binder.onNext("first")
        XCTAssertEqual(log, ["applied first", "queued second"])
        XCTAssertEqual(label.text, "first")
        wait(for: [secondApplied], timeout: 5)
        XCTAssertEqual(log, ["applied first", "queued second", "applied second"])
        XCTAssertEqual(label.text, "second")
        binder = nil  // its closure holds it: let it go
    }

    func testFromAnotherThreadTheMainSchedulerAppliesOnTheMainThread() {
        let label = UILabel()
        let applied = expectation(description: "applied on the main thread")
        let binder = Binder(label) { (label: UILabel, text: String) in
            XCTAssertTrue(Thread.isMainThread)
            label.text = text
            applied.fulfill()
        }
        let background = onBackgroundThread { binder.onNext("from the background") }
        wait(for: [applied], timeout: 5)
        XCTAssertEqual(background.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(label.text, "from the background")
    }

    func testACustomSchedulerIsHonoured() {
        let target = UIView()
        let applied = expectation(description: "applied off the main thread")
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let binder = Binder(target, scheduler: background) { (_: UIView, _: Int) in
            XCTAssertFalse(Thread.isMainThread)
            applied.fulfill()
        }
        binder.onNext(1)
        wait(for: [applied], timeout: 5)
    }

    func testCompletionIsIgnoredAndALaterElementStillBinds() {
        let label = UILabel()
        let binder = label.rx.text
        let errors = bindingErrors {
            binder.onNext("one")
            binder.onCompleted()
            binder.onNext("two")
        }
        XCTAssertEqual(label.text, "two")
        XCTAssertEqual(errors, [])
    }

    func testAnErrorGoesToTheBindingErrorHookAndIsNotTerminal() {
        let label = UILabel()
        let binder = label.rx.text
        let errors = bindingErrors {
            binder.onNext("one")
            binder.onError(TestError.boom)
            binder.onNext("two")
        }
        XCTAssertEqual(errors, ["boom"])
        XCTAssertEqual(label.text, "two")
    }

    func testAnErrorFromABoundSequenceGoesToTheHookAtItsTime() {
        let label = UILabel()
        let timeline = UITimeline(scheduler, properties: ["text"])
        let texts = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError.boom, String.self)])
        var errorTimes: [Int] = []
        let previous = Hooks.bindingErrorHandler
        Hooks.bindingErrorHandler = { _ in errorTimes.append(self.scheduler.clock) }
        defer { Hooks.bindingErrorHandler = previous }
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { texts.map { $0 as String? }.bind(to: label.rx.text).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(timeline.entries, ["210 text: a"])
        XCTAssertEqual(errorTimes, [220])
        XCTAssertEqual(texts.subscriptions, [Subscription(200, 220)])
    }

    func testTheBinderAsAnObserverBehavesTheSame() {
        let label = UILabel()
        let observer = label.rx.text.asObserver()
        let errors = bindingErrors {
            observer.onNext("via AnyObserver")
            observer.onError(TestError.other)
        }
        XCTAssertEqual(label.text, "via AnyObserver")
        XCTAssertEqual(errors, ["other"])
    }

    func testTheSeedsSegmentedValueBinder() {
        // The lesson's custom binder: a segment index becomes a label's text and color.
        let picker = UISegmentedControl(items: ["Red", "Green", "Blue"])
        let label = UILabel()
        let timeline = UITimeline(scheduler, properties: ["text", "textColor"])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            picker.rx.selectedSegmentIndex.bind(to: label.rx.colorName).disposed(by: bag)
        }
        scheduler.scheduleAt(210) { picker.simulateSelectSegment(at: 1) }
        scheduler.scheduleAt(220) { picker.selectedSegmentIndex = 2 }  // in code: not reported
        scheduler.scheduleAt(230) { picker.simulateSelectSegment(at: 0) }
        scheduler.start()
        XCTAssertEqual(
            timeline.entries,
            [
                "200 textColor: black", "200 text: Unknown", "210 textColor: green", "210 text: Green",
                "230 textColor: red", "230 text: Red",
            ])
    }
}

extension Reactive where Base: UILabel {
    /// The seed's binder: a color picker's segment index shown as a colored name.
    fileprivate var colorName: Binder<Int> {
        Binder(base) { label, index in
            switch index {
            case 0:
                label.textColor = .red
                label.text = "Red"
            case 1:
                label.textColor = .green
                label.text = "Green"
            case 2:
                label.textColor = .blue
                label.text = "Blue"
            default:
                label.textColor = .black
                label.text = "Unknown"
            }
        }
    }
}
