import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class InfallibleBindTests: RxTestCase {
    func testOneSubscriptionFeedsEveryObserverTheFallbackAndTheCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom, Int.self)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        let errors = bindingErrors(during: {
            scheduler.scheduleAt(200) {
                xs.asInfallible(onErrorJustReturn: -1).bind(to: first, second).disposed(by: bag)
            }
            scheduler.start()
        })
        XCTAssertEqual(errors, [])
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testABinderReceivesTheElementsAsOptionals() {
        let label = UILabel()
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError.boom, String.self)])
        let bag = DisposeBag()
        let errors = bindingErrors(during: {
            scheduler.scheduleAt(200) {
                xs.asInfallible(onErrorJustReturn: "fallback").bind(to: label.rx.text).disposed(by: bag)
            }
            scheduler.advanceTo(210)
            XCTAssertEqual(label.text, "a")
            scheduler.start()
        })
        XCTAssertEqual(errors, [])
        XCTAssertEqual(label.text, "fallback")
    }

    func testBindOnNextReceivesEveryElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var received: [Int] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.asInfallible(onErrorJustReturn: 0).bind(onNext: { received.append($0) }).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
