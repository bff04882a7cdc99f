import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `groupBy(keySelector:)`: groups sent as their key first appears, elements routed to their group, the
/// source's end passed to every group, and the source kept subscribed while any group is.
final class GroupByTests: RxTestCase {
    /// Words whose group is their first letter, then the source's `end`.
    private func words(ending end: Recorded<Event<String>>) -> TestableObservable<String> {
        scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "banana"), .next(230, "avocado"), .next(240, "cherry"),
            .next(250, "blueberry"), end,
        ])
    }

    private func firstLetter(_ word: String) -> Character {
        word.first!
    }

    /// Subscribes `results[key]` to each group as it arrives, from 200; disposes everything at `end`.
    private func recordGroups(
        of outer: Observable<GroupedObservable<Character, String>>, until end: TestTime = 1000
    ) -> (keys: TestableObserver<Character>, results: () -> [Character: [Recorded<Event<String>>]]) {
        let keys = scheduler.createObserver(Character.self)
        var results: [Character: TestableObserver<String>] = [:]
        let bag = CompositeDisposable()
        scheduler.scheduleAt(200) {
            _ = bag.insert(
                outer.subscribe(
                    onNext: { group in
                        keys.onNext(group.key)
                        let result = self.scheduler.createObserver(String.self)
                        results[group.key] = result
                        _ = bag.insert(group.subscribe(result))
                    }, onError: { keys.onError($0) }, onCompleted: { keys.onCompleted() }))
        }
        scheduler.scheduleAt(end) { bag.dispose() }
        return (keys, { results.mapValues(\.events) })
    }

    func testEachElementGoesToTheGroupOfItsKey() {
        let xs = words(ending: .completed(300))
        let (keys, results) = recordGroups(of: xs.groupBy(keySelector: firstLetter))
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b"), .next(240, "c"), .completed(300)])
        XCTAssertEqual(
            results(),
            [
                "a": [.next(210, "apple"), .next(230, "avocado"), .completed(300)],
                "b": [.next(220, "banana"), .next(250, "blueberry"), .completed(300)],
                "c": [.next(240, "cherry"), .completed(300)],
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheSourceErrorEndsEveryGroup() {
        let xs = words(ending: .error(300, TestError.boom))
        let (keys, results) = recordGroups(of: xs.groupBy(keySelector: firstLetter))
        scheduler.start()
        XCTAssertEqual(keys.events.last, .error(300, TestError.boom))
        XCTAssertEqual(results()["c"], [.next(240, "cherry"), .error(300, TestError.boom)])
        XCTAssertEqual(results()["a"]?.last, .error(300, TestError.boom))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAKeySelectorErrorEndsEveryGroupAndTheSource() {
        let xs = words(ending: .completed(300))
        let outer = xs.groupBy { word -> Character in
            if word == "cherry" { throw TestError.boom }
            return word.first!
        }
        let (keys, results) = recordGroups(of: outer)
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b"), .error(240, TestError.boom)])
        XCTAssertEqual(
            results(),
            [
                "a": [.next(210, "apple"), .next(230, "avocado"), .error(240, TestError.boom)],
                "b": [.next(220, "banana"), .error(240, TestError.boom)],
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testASubscribedGroupKeepsTheSourceAfterTheOuterSubscriptionIsDisposed() {
        let xs = words(ending: .completed(300))
        let keys = scheduler.createObserver(Character.self)
        let apples = scheduler.createObserver(String.self)
        var outer: Disposable?
        var group: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy(keySelector: self.firstLetter).subscribe(onNext: { grouped in
                keys.onNext(grouped.key)
                if grouped.key == "a" { group = grouped.subscribe(apples) }
            })
        }
        scheduler.scheduleAt(225) { outer?.dispose() }
        scheduler.scheduleAt(235) { group?.dispose() }
        scheduler.start()
        // No group after 225; the "a" group still gets "avocado", and the source ends with it.
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(apples.events, [.next(210, "apple"), .next(230, "avocado")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testDisposingTheOuterSubscriptionWithNoGroupSubscribedEndsTheSource() {
        let xs = words(ending: .completed(300))
        let res = scheduler.start(disposed: 235) { xs.groupBy(keySelector: self.firstLetter).map(\.key) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testAGroupSubscribedAfterTheSourceEndedGetsTheEndOnly() {
        let xs = words(ending: .completed(300))
        var first: GroupedObservable<Character, String>?
        let late = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = xs.groupBy(keySelector: self.firstLetter).subscribe(onNext: { group in
                first = first ?? group
            })
        }
        scheduler.scheduleAt(400) { _ = first?.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAGroupMadeByHandHasItsKeyAndItsSourceElements() {
        let group = GroupedObservable(key: 7, source: Observable.of(1, 2))
        XCTAssertEqual(group.key, 7)
        let res = scheduler.start { group.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testSynchronousSourceSendsGroupsInOrder() {
        let res = scheduler.start {
            Observable.of(1, 2, 3, 4, 5).groupBy { $0 % 2 }
                .flatMap { group in group.map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(200, "1:1"), .next(200, "0:2"), .next(200, "1:3"), .next(200, "0:4"),
                .next(200, "1:5"), .completed(200),
            ])
    }
}
