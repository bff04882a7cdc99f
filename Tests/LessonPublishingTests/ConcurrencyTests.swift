import Foundation
import LessonPublishing
import Testing

@Suite("Work on both cores: concurrentMap and BackgroundWork")
struct ConcurrencyTests {
    @Test("concurrentMap gives map's results, in order, for any count")
    func concurrentMap() {
        for count in [0, 1, 2, 3, 100] {
            let numbers = Array(0..<count)
            #expect(numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
        }
        let optionals: [Int?] = [1, nil, 3]
        #expect(optionals.concurrentMap { $0 } == optionals, "a nil result is kept, not dropped")
    }

    @Test("BackgroundWork's value is its work's result, however long the work takes")
    func backgroundWork() {
        let slow = BackgroundWork { () -> String in
            Thread.sleep(forTimeInterval: 0.05)
            return "done"
        }
        #expect(slow.value == "done")
        #expect(slow.value == "done", "asked twice, the same value")
        let failing = BackgroundWork { Result<Int, CocoaError>.failure(CocoaError(.fileNoSuchFile)) }
        #expect(throws: CocoaError.self) { try failing.value.get() }
    }
}
