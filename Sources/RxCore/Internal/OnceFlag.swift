import Synchronization

/// A flag that can be raised once, by whichever thread comes first: what lets an outcome that can arrive
/// from several places (an event, a disposal, a cancellation) resume a continuation exactly once.
final class OnceFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    /// Raises the flag; true only for the first caller.
    func claim() -> Bool {
        !raised.exchange(true, ordering: .acquiringAndReleasing)
    }
}
