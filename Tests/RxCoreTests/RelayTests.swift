import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

final class RelayTests: RxTestCase {
    func testPublishRelayPassesAcceptedElementsToCurrentSubscribers() {
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(100) { relay.accept(1) }
        scheduler.scheduleAt(300) { relay.accept(2) }
        let observer = scheduler.record(relay, subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(300, 2)])
    }

    func testBehaviorRelayHoldsAValueAndReplaysIt() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        scheduler.scheduleAt(300) { relay.accept("b") }
        let observer = scheduler.record(relay, subscribed: 200, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, "a"), .next(300, "b")])
        XCTAssertEqual(relay.value, "b")
    }

    func testReplayRelayReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        relay.accept(1)
        relay.accept(2)
        let observer = scheduler.createObserver(Int.self)
        let subscription = relay.subscribe(observer)
        XCTAssertEqual(observer.events, [.next(0, 2)])
        subscription.dispose()
    }

    func testRelaysNeverEnd() {
        // A relay is not an observer: it has no way to receive an error or a completion. Its observable
        // side still ends only when the relay's subject does, which never happens.
        let relay = BehaviorRelay(value: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = relay.asObservable().subscribe(observer)
        relay.accept(1)
        XCTAssertEqual(observer.events, [.next(0, 0), .next(0, 1)])
        subscription.dispose()
    }

    func testEachRelayIsAnInfallibleAsItIs() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        scheduler.scheduleAt(300) {
            publish.accept(1)
            behavior.accept(1)
            replay.accept(1)
        }
        let observers = [publish.asInfallible(), behavior.asInfallible(), replay.asInfallible()].map {
            scheduler.record($0, subscribed: 200, disposed: 1000)
        }
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.next(300, 1)])
        XCTAssertEqual(observers[1].events, [.next(200, 0), .next(300, 1)])
        XCTAssertEqual(observers[2].events, [.next(300, 1)])
    }
}
