import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// A view that writes down when its `deinit` body runs.
private final class MortalView: UIView {
    var onDeinit: (() -> Void)?

    deinit {
        onDeinit?()
    }
}

final class DeallocatingTests: RxTestCase {
    func testDeallocatingComesAfterTheSubclassDeinitAndBeforeDeallocated() {
        var log: [String] = []
        var view: MortalView? = MortalView()
        weak let weakView = view
        view!.onDeinit = { log.append("deinit") }
        let bag = DisposeBag()
        view!.rx.deallocating.subscribe(
            onNext: { log.append("deallocating, weak reference nil: \(weakView == nil)") },
            onCompleted: { log.append("deallocating completed") }
        ).disposed(by: bag)
        view!.rx.deallocated.subscribe(
            onNext: { log.append("deallocated") }, onCompleted: { log.append("deallocated completed") }
        ).disposed(by: bag)
        XCTAssertEqual(log, [])
        view = nil
        XCTAssertEqual(
            log,
            [
                "deinit", "deallocating, weak reference nil: true", "deallocated", "deallocated completed",
                "deallocating completed",
            ])
    }

    func testInVirtualTimeDeallocatingCarriesTheTimeOfDeathAndIsReplayed() {
        var view: UIView? = UIView()
        let deallocating = view!.rx.deallocating.marked("going")
        scheduler.scheduleAt(300) { view = nil }
        let early = scheduler.record(deallocating, subscribed: 200)
        let late = scheduler.record(deallocating, subscribed: 400)
        scheduler.start()
        XCTAssertEqual(early.events, [.next(300, "going"), .completed(300)])
        XCTAssertEqual(late.events, [.next(400, "going"), .completed(400)])
    }

    func testDisposingBeforeTheDeathDeliversNothing() {
        var view: UIView? = UIView()
        var fired = false
        view!.rx.deallocating.subscribe(onNext: { fired = true }).dispose()
        view = nil
        XCTAssertFalse(fired)
    }

    func testDeallocSelectorIsDeallocatingOrDeallocated() {
        var view: UIView? = UIView()
        var log: [String] = []
        let bag = DisposeBag()
        view!.rx.methodInvoked("dealloc").subscribe(onNext: { log.append("invoked \($0)") }).disposed(by: bag)
        let dealloc = "dealloc"
        view!.rx.sentMessage(Selector(dealloc)).subscribe(onNext: { log.append("sent \($0)") })
            .disposed(by: bag)
        view = nil
        XCTAssertEqual(log, ["sent []", "invoked []"])
    }

    func testASimulatedObjectSeenAsNSObjectAnnouncesItsDeallocation() {
        var control: UISwitch? = UISwitch()
        var log: [String] = []
        _ = (control! as NSObject).rx.deallocated.subscribe(
            onNext: { log.append("deallocated") }, onCompleted: { log.append("completed") })
        control = nil
        XCTAssertEqual(log, ["deallocated", "completed"])
    }

    func testAPlainNSObjectIsRefusedWithWhyAndWhatToDo() {
        var object: NSObject? = NSObject()
        var log: [String] = []
        _ = object!.rx.deallocated.subscribe(
            onNext: { log.append("deallocated") }, onError: { log.append("\($0)") })
        object = nil
        XCTAssertEqual(log.count, 1)
        let message = log.first ?? ""
        XCTAssertTrue(
            message.hasPrefix("<NSObject> can't announce its deallocation (rx.deallocated)"), message)
        XCTAssertTrue(message.contains("subclass of SimulatedObject"), message)
        XCTAssertTrue(message.contains("ios-vs-sandbox"), message)
    }
}
