import RxCore

/// Where `Driver` and `Signal` deliver: `SharingScheduler.make()`, the main scheduler unless a test (or
/// a lesson) replaces it for the duration of `mock`.
public enum SharingScheduler {
    /// Makes the scheduler shared sequences deliver on.
    public private(set) static var make: () -> SchedulerType = { MainScheduler() }

    /// Runs `action` with shared sequences delivering on `scheduler`; the previous scheduler comes back
    /// afterwards, even if `action` throws.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences delivering on the scheduler `makeScheduler` makes.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows
    {
        let previous = make
        make = makeScheduler
        defer { make = previous }
        try action()
    }
}
