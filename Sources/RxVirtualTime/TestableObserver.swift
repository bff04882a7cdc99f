import RxCore

/// An observer that records every event it receives with the scheduler's clock at that moment.
///
/// It records everything, including events that break the grammar (anything after a terminal event),
/// so tests can see such bugs.
public final class TestableObserver<Element>: ObserverType {
    private unowned let scheduler: TestScheduler

    /// The events received so far, in order, with their virtual times.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
