import Foundation
import RxCore

/// RxTest's scheduler: a `VirtualTimeScheduler` whose clock counts ticks (`TestTime`), with test
/// observables and observers that record at those ticks.
///
/// Contract (RxTest's):
/// - Work runs in order of due time; work due at the same time runs in the order it was scheduled.
/// - With `simulateProcessingDelay` (the default), work that `schedule` or `scheduleRelative` asks
///   for at the current time or earlier runs one tick later, so `observe(on:)` and a `Binder` on this
///   scheduler deliver one tick late. Work scheduled at a tick (`scheduleAt`, a test observable's
///   events) runs at that tick.
/// - `start()` runs everything queued (the clock jumps to each due time); `advanceTo` runs what is due
///   up to a time; `stop()` ends `start()` after the current work.
/// - `start(created:subscribed:disposed:)` creates the sequence at 100, subscribes at 200 and disposes
///   at 1000 by default, and returns the observer that recorded what it received.
/// - A tick lasts `resolution` seconds: `.seconds(1)` is one tick at the default resolution of 1.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// Seconds per tick.
    public let resolution: Double
    /// Whether work that `schedule` or `scheduleRelative` asks for now (or earlier) is pushed to the next
    /// tick.
    public let simulateProcessingDelay: Bool

    /// Default times of `start(created:subscribed:disposed:create:)`.
    public enum Defaults {
        /// When the sequence is created.
        public static let created: TestTime = 100
        /// When the observer subscribes.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed.
        public static let disposed: TestTime = 1000
    }

    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(
            initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    // MARK: Virtual time

    /// Work `schedule` or `scheduleRelative` asks for at `time` is queued there, unless `time` is not in
    /// the future: then, with processing delay simulated, at the next tick (otherwise now).
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// The number of ticks in `interval` (rounded to the nearest tick); `nil` for `.never`.
    public func ticks(_ interval: RxTimeInterval) -> TestTime? {
        let seconds = interval.asSeconds
        guard seconds.isFinite else { return nil }
        return TestSchedulerVirtualTimeConverter(resolution: resolution).convertToVirtualTimeInterval(seconds)
    }

    /// Runs `action` at virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    // MARK: Test observables and observers

    /// An observable that sends `events` at their absolute times, to whoever is subscribed then.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<
        Element
    > {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observable that sends `events` to each subscriber at times relative to its subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<
        Element
    > {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records what it receives, with this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Subscribes a recording observer to `source` now (or at `subscribed`) and returns it; the
    /// subscription is disposed at `disposed`, if given.
    public func record<Source: ObservableConvertibleType>(
        _ source: Source, subscribed: TestTime? = nil, disposed: TestTime? = nil
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = SerialDisposable()
        if let subscribed {
            scheduleAt(subscribed) { subscription.disposable = source.asObservable().subscribe(observer) }
        } else {
            subscription.disposable = source.asObservable().subscribe(observer)
        }
        if let disposed {
            scheduleAt(disposed) { subscription.dispose() }
        }
        return observer
    }

    // MARK: Running a sequence under test

    /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes the subscription at
    /// `disposed`, runs the scheduler, and returns what the observer recorded.
    public func start<Source: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        var source: Observable<Source.Element>?
        var subscription: Disposable?
        let observer = createObserver(Source.Element.self)

        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) {
            subscription?.dispose()
            subscription = nil
            source = nil
        }
        start()
        return observer
    }

    /// `start(created: 100, subscribed: 200, disposed:create:)`.
    public func start<Source: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> Source)
        -> TestableObserver<Source.Element>
    {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created: 100, subscribed: 200, disposed: 1000, create:)`.
    public func start<Source: ObservableConvertibleType>(_ create: @escaping () -> Source)
        -> TestableObserver<Source.Element>
    {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
            create: create)
    }
}
