import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// `combineLatest` and `zip` take up to eight sources, as RxSwift's do, with a result selector or as
/// tuples.
final class ArityTests: RxTestCase {
    /// Eight hot sources: source `k` (from 1) sends `k` at tick 200 + 10k and `10k` at 300 + 10k.
    private func sources() -> [TestableObservable<Int>] {
        (1...8).map { k in
            scheduler.createHotObservable([.next(200 + 10 * k, k), .next(300 + 10 * k, 10 * k)])
        }
    }

    func testCombineLatestOfEightSendsOnceEachHasSent() {
        let s = sources()
        let res = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        // 1+…+8 = 36 at 280; then each source's 10k replaces its k.
        XCTAssertEqual(res.events.first, .next(280, 36))
        XCTAssertEqual(res.events.last, .next(380, 360))
        XCTAssertEqual(res.events.count, 9)
    }

    func testCombineLatestOfFiveAsATuple() {
        let s = sources()
        let res = scheduler.start { Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { "\($0)" } }
        XCTAssertEqual(res.events.first, .next(250, "(1, 2, 3, 4, 5)"))
    }

    func testZipOfEightPairsInOrder() {
        let s = sources()
        let res = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                $0 * $1 * $2 * $3 * $4 * $5 * $6 * $7
            }
        }
        XCTAssertEqual(res.events, [.next(280, 40320), .next(380, 40320 * 100_000_000)])
    }

    func testZipOfFourAsATuple() {
        let s = sources()
        let res = scheduler.start { Observable.zip(s[0], s[1], s[2], s[3]).map { "\($0)" } }
        XCTAssertEqual(res.events, [.next(240, "(1, 2, 3, 4)"), .next(340, "(10, 20, 30, 40)")])
    }
}
