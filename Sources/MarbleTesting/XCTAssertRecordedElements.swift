import RxCore
import RxVirtualTime

/// Checks that recorded events are `next`s of exactly `elements`, in order, whatever their times.
///
/// A `completed` or `error` among them is a failure of its own (the first one is named); otherwise a
/// mismatch fails with RxTest's list of the differences. One failure, at the caller's line, in XCTest or
/// in Swift Testing.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element],
    file: StaticString = #filePath, line: UInt = #line
) {
    let caller = TestFailureReporter.Caller(filePath: file, line: line)
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        TestFailureReporter.fail("A non-next stop event has been emitted: \(stop)", at: caller)
        return
    }
    let received = stream.compactMap { $0.value.element }
    if let message = sequenceDifferences(received, elements) { TestFailureReporter.fail(message, at: caller) }
}
