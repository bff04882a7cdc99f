import RxCore
import RxVirtualTime

// RxTest's `XCTAssertEqual` for events: the same check as XCTest's (`==`, where two errors are equal
// when they have the same type and description), with RxTest's list of the differences in the failure
// message. Each reports one failure at the caller's line, in XCTest or in Swift Testing.

/// Checks that two lists of events are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>],
    file: StaticString = #filePath, line: UInt = #line
) {
    let caller = TestFailureReporter.Caller(filePath: file, line: line)
    if let message = sequenceDifferences(lhs, rhs) { TestFailureReporter.fail(message, at: caller) }
}

/// Checks that two lists of recorded events are equal: the same events at the same times.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    let caller = TestFailureReporter.Caller(filePath: file, line: line)
    if let message = sequenceDifferences(lhs, rhs) { TestFailureReporter.fail(message, at: caller) }
}

/// Checks that two lists of recorded events with optional elements are equal (`nil` equals `nil`).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    let caller = TestFailureReporter.Caller(filePath: file, line: line)
    if let message = sequenceDifferences(lhs, rhs) { TestFailureReporter.fail(message, at: caller) }
}
