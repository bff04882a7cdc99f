import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class InfallibleTests: RxTestCase {
    func testAnErrorBecomesTheFallbackElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAnErrorSwitchesToTheFallbackSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: .empty()) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testRecoverSeesTheError() {
        let xs = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
        var seen: [TestError] = []
        let res = scheduler.start {
            xs.asInfallible { error in
                seen.append(error as! TestError)
                return .just(9)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 9), .completed(220)])
        XCTAssertEqual(seen, [.boom])
    }

    func testSubscribeWithClosures() {
        var log: [String] = []
        _ = Infallible.just(1).subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
    }
}
