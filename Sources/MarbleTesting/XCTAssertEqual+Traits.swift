import RxCore

// RxTest's `XCTAssertEqual` for the events of `Single`, `Maybe` and `Completable`: the same check as
// for `Event`s (two errors are equal when they have the same type and description), with RxTest's
// list of the differences in the failure message. A `SingleEvent` is a `Result`, which is not
// `Equatable`: XCTest's own `XCTAssertEqual` can't compare them.

/// Checks that two lists of a `Single`'s outcomes are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
    file: StaticString = #filePath, line: UInt = #line
) {
    let caller = TestFailureReporter.Caller(filePath: file, line: line)
    let difference = sequenceDifferences(lhs, rhs) { left, right in
        switch (left, right) {
        case (.success(let l), .success(let r)): return l == r
        case (.failure(let l), .failure(let r)): return errorsMatch(l, r)
        default: return false
        }
    }
    if let difference { TestFailureReporter.fail(difference, at: caller) }
}

/// Checks that two lists of a `Maybe`'s outcomes are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
    file: StaticString = #filePath, line: UInt = #line
) {
    let caller = TestFailureReporter.Caller(filePath: file, line: line)
    if let difference = sequenceDifferences(lhs, rhs) { TestFailureReporter.fail(difference, at: caller) }
}

/// Checks that two lists of a `Completable`'s outcomes are equal.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    let caller = TestFailureReporter.Caller(filePath: file, line: line)
    if let difference = sequenceDifferences(lhs, rhs) { TestFailureReporter.fail(difference, at: caller) }
}
