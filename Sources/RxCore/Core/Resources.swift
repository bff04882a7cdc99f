import Synchronization

/// A live count of the resources the reactive machinery holds: operator sinks (one per operator per
/// subscription), observers made by `subscribe(onNext:…)`, and observers registered in a subject or
/// relay.
///
/// Contract: each of these increments `total` when it is created and decrements it when it is freed, so
/// once every subscription has ended (completed, failed or disposed) and been released, `total` is
/// back where it was. A test or a lesson reads it before and after to prove that nothing leaked.
/// (RxSwift keeps the same counter, `Resources.total`, in its `TRACE_RESOURCES` builds.)
public enum Resources {
    private static let counter = Atomic<Int32>(0)

    /// The number of live resources.
    public static var total: Int32 {
        counter.load(ordering: .relaxed)
    }

    /// Counts one more resource; returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Counts one resource less; returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        counter.wrappingSubtract(1, ordering: .relaxed).newValue
    }
}
