import RxCore
import RxTestSupport
import RxVirtualTime
import XCTest

/// The example in README.md's "Two commands" section, with what it prints.
final class ReadmeExampleTests: RxTestCase {
    func testTheReadmeExamplePrintsWhatTheReadmeSays() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, "tap"), .next(300, "tap"), .completed(400)])
        let counts = scheduler.start { taps.scan(0) { count, _ in count + 1 } }
        XCTAssertEqual("\(counts.events)", "[next(210, 1), next(300, 2), completed(400)]")
    }
}
