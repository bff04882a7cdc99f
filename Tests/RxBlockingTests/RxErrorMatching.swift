import RxCore

/// Whether `error` is the `RxError` `expected` (`RxError` is not `Equatable`: `.disposed` holds an
/// object), compared by the text each case has.
func isRxError(_ error: Error, _ expected: RxError) -> Bool {
    (error as? RxError)?.debugDescription == expected.debugDescription
}
