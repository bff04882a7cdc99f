/// The failure message of RxTest's assertions on two sequences: XCTest's `XCTAssertEqual` line, then
/// RxTest's list of differences, every index where the two differ (and the elements only one has).
///
///     XCTAssertEqual failed: ("[next(210, 2), completed(250)]") is not equal to ("[next(210, 2)]")
///     Differences:
///     lhs[1]:
///         completed(250)
///
/// `nil` when the sequences are equal.
func sequenceDifferences<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> String? {
    sequenceDifferences(lhs, rhs, equal: ==)
}

/// The same, for elements compared by `equal` (a `SingleEvent`, a `Result`, is not `Equatable`).
func sequenceDifferences<Element>(_ lhs: [Element], _ rhs: [Element], equal: (Element, Element) -> Bool)
    -> String?
{
    guard lhs.count != rhs.count || !zip(lhs, rhs).allSatisfy(equal) else { return nil }
    var lines = ["XCTAssertEqual failed: (\"\(lhs)\") is not equal to (\"\(rhs)\")", "Differences:"]
    for index in 0..<max(lhs.count, rhs.count) {
        let left = index < lhs.count ? lhs[index] : nil
        let right = index < rhs.count ? rhs[index] : nil
        if let left, let right, equal(left, right) { continue }
        if let left { lines += ["lhs[\(index)]:", "    \(left)"] }
        if let right { lines += ["rhs[\(index)]:", "    \(right)"] }
    }
    return lines.joined(separator: "\n")
}
