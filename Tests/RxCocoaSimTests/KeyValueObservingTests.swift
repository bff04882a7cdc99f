import Foundation
import MarbleTesting
import Marbles
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// A simulated object of a learner's own, with a property of each kind the tests need.
private final class Lamp: SimulatedObject {
    enum Mode: Int {
        case off, dim, bright
    }

    var mode = Mode.off {
        didSet { recordChange("mode", from: oldValue, to: mode) }
    }

    var name: String? = "desk" {
        didSet { recordChange("name", from: oldValue, to: name) }
    }

    var brightness: Int = 0 {
        didSet { recordChange("brightness", from: oldValue, to: brightness) }
    }

    var holder: Lamp? {
        didSet { recordChange("holder", from: oldValue, to: holder) }
    }

    /// A property that does not report its sets: on iOS, a property without `@objc dynamic`.
    var silent = 0
}

final class KeyValueObservingTests: RxTestCase {
    func testTypingIsReportedWhereIOSsKVOStaysSilent() {
        // A difference listed on ios-vs-sandbox: every set of a simulated property is recorded.
        let field = UITextField()
        scheduler.scheduleAt(210) { field.simulateTyping("hi") }
        let observer = scheduler.start { field.rx.observe(String.self, "text") }
        assertMarbles(
            observer.events, "e(hi)", values: ["e": "", "h": "h", "i": "hi"],
            timing: MarbleTiming(origin: 200))
    }

    func testAPropertyThatDoesNotReportItsSetsSendsOnlyItsFirstValue() {
        // As KVO on iOS without `dynamic`: listed on ios-vs-sandbox, with `recordChange` as the remedy.
        let lamp = Lamp()
        scheduler.scheduleAt(210) { lamp.silent = 1 }
        scheduler.scheduleAt(220) { lamp.brightness = 1 }
        let observer = scheduler.start { lamp.rx.observe(Int.self, "silent") }
        assertMarbles(observer.events, "0--", values: ["0": 0], timing: MarbleTiming(origin: 200))
    }

    func testTheDefaultOptionsSendTheCurrentValueThenEverySetEvenToTheSameValue() {
        let label = UILabel()
        label.text = "a"
        scheduler.scheduleAt(210) { label.text = "b" }
        scheduler.scheduleAt(220) { label.text = "b" }  // KVO sends a set to the same value too
        scheduler.scheduleAt(230) { label.text = nil }
        scheduler.scheduleAt(240) { label.textColor = .red }  // another property: not sent
        let observer = scheduler.start { label.rx.observe(String.self, "text") }
        XCTAssertEqual(
            observer.events, [.next(200, "a"), .next(210, "b"), .next(220, "b"), .next(230, nil)])
    }

    func testNewAloneLeavesOutTheCurrentValueAndInitialAloneSendsOnlyIt() {
        let lamp = Lamp()
        scheduler.scheduleAt(210) { lamp.name = "hall" }
        let onlyNew = scheduler.record(
            lamp.rx.observe(String.self, "name", options: .new), subscribed: 200, disposed: 1000)
        let onlyInitial = scheduler.record(
            lamp.rx.observe(String.self, "name", options: .initial), subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(onlyNew.events, [.next(210, "hall")])
        XCTAssertEqual(onlyInitial.events, [.next(200, "desk")])
    }

    func testDisposingStopsTheValues() {
        let lamp = Lamp()
        var names: [String?] = []
        let subscription = lamp.rx.observe(String.self, "name").subscribe(onNext: { names.append($0) })
        lamp.name = "hall"
        subscription.dispose()
        lamp.name = "porch"
        XCTAssertEqual(names, ["desk", "hall"])
    }

    func testRetainSelfKeepsTheObjectAliveAndWithoutItTheSequenceCompletesAtDeallocation() {
        var kept: Lamp? = Lamp()
        weak let weakKept = kept
        let retaining = kept!.rx.observe(String.self, "name").subscribe()
        kept = nil
        XCTAssertNotNil(weakKept)
        retaining.dispose()

        var lamp: Lamp? = Lamp()
        weak let weakLamp = lamp
        var log: [String] = []
        _ = lamp!.rx.observe(String.self, "name", retainSelf: false).subscribe(
            onNext: { log.append($0 ?? "nil") }, onCompleted: { log.append("completed") })
        lamp!.name = "hall"
        lamp = nil
        XCTAssertNil(weakLamp)
        XCTAssertEqual(log, ["desk", "hall", "completed"])
    }

    func testANestedPathIsHeardWhereTheOwnerReportsIt() {
        let view = UIView()
        scheduler.scheduleAt(210) { view.layer.borderWidth = 2 }
        let observer = scheduler.start { view.rx.observe(CGFloat.self, "layer.borderWidth") }
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 2)])
    }

    func testANestedPathFollowsTheObjectOnTheWay() {
        let lamp = Lamp()
        let first = Lamp()
        first.name = "first"
        let second = Lamp()
        second.name = "second"
        scheduler.scheduleAt(210) { lamp.holder = first }
        scheduler.scheduleAt(220) { first.name = "renamed" }
        scheduler.scheduleAt(230) { lamp.holder = second }
        scheduler.scheduleAt(240) { first.name = "not heard" }
        let observer = scheduler.start { lamp.rx.observe(String.self, "holder.name") }
        XCTAssertEqual(
            observer.events,
            [.next(200, nil), .next(210, "first"), .next(220, "renamed"), .next(230, "second")])
    }

    func testAKeyPathThatNamesNothingFailsAtOnceWithWhy() {
        let label = UILabel()
        var message = ""
        _ = label.rx.observe(String.self, "txet").subscribe(onError: { message = "\($0)" })
        XCTAssertTrue(
            message.hasPrefix(#"<UILabel> has no property txet to observe (key path "txet")"#), message)
        XCTAssertTrue(message.contains(#"rx.observe(\.value)"#), message)
        XCTAssertTrue(message.contains("ios-vs-sandbox"), message)

        var nested = ""
        _ = UIView().rx.observe(CGFloat.self, "layer.borderWidht").subscribe(onError: { nested = "\($0)" })
        XCTAssertTrue(nested.hasPrefix("<UIView> has no property layer.borderWidht to observe"), nested)
    }

    func testKVORepresentableAndRawRepresentableValues() {
        let lamp = Lamp()
        var modes: [Lamp.Mode?] = []
        var levels: [Int?] = []
        var flags: [Bool?] = []
        let bag = DisposeBag()
        lamp.rx.observe(Lamp.Mode.self, "mode").subscribe(onNext: { modes.append($0) }).disposed(by: bag)
        lamp.rx.observe(Int.self, "brightness").subscribe(onNext: { levels.append($0) }).disposed(by: bag)
        UIView().rx.observe(Bool.self, "isHidden").subscribe(onNext: { flags.append($0) }).disposed(by: bag)
        lamp.mode = .bright
        lamp.brightness = 7
        XCTAssertEqual(modes, [.off, .bright])
        XCTAssertEqual(levels, [0, 7])
        XCTAssertEqual(flags, [false])
        XCTAssertEqual(Int(KVOValue: NSNumber(value: 3)), 3)
        XCTAssertEqual(UInt64(KVOValue: NSNumber(value: 4)), 4)
        XCTAssertEqual(Bool(KVOValue: NSNumber(value: true)), true)
    }

    func testObserveWeaklySendsALastNilAndCompletesWhenTheObjectGoes() {
        var lamp: Lamp? = Lamp()
        scheduler.scheduleAt(210) { lamp!.name = "hall" }
        scheduler.scheduleAt(300) { lamp = nil }
        let names = lamp!.rx.observeWeakly(String.self, "name")
        let modes = lamp!.rx.observeWeakly(Lamp.Mode.self, "mode", options: .new)
        let modeObserver = scheduler.record(modes, subscribed: 200)
        let observer = scheduler.start { names }
        XCTAssertEqual(
            observer.events, [.next(200, "desk"), .next(210, "hall"), .next(300, nil), .completed(300)])
        XCTAssertEqual(modeObserver.events, [.next(300, nil), .completed(300)])
    }

    func testTheKeyPathFormSendsChangesOfTheValueAndCompletesAtDeallocation() {
        var stepper: UIStepper? = UIStepper()
        scheduler.scheduleAt(210) { stepper!.simulateIncrement() }
        scheduler.scheduleAt(220) { stepper!.value = 1 }  // the same value: not sent (see the doc)
        scheduler.scheduleAt(230) { stepper!.isEnabled = false }  // the value is unchanged: not sent
        scheduler.scheduleAt(240) { stepper!.value = 5 }
        scheduler.scheduleAt(300) { stepper = nil }
        let values = stepper!.rx.observe(\.value)
        let observer = scheduler.start { values }
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 1), .next(240, 5), .completed(300)])
    }

    func testTheKeyPathFormWithNewOnlyAndDisposal() {
        let lamp = Lamp()
        var names: [String?] = []
        let subscription = lamp.rx.observe(\.name, options: [.new]).subscribe(onNext: { names.append($0) })
        lamp.name = "hall"
        lamp.name = nil
        subscription.dispose()
        lamp.name = "porch"
        XCTAssertEqual(names, ["hall", nil])
    }
}
