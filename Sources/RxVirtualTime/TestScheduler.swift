import Foundation
import RxCore

/// A scheduler whose clock is virtual: time only moves when the scheduler runs the work it queued.
///
/// Contract (RxTest's):
/// - Work runs in order of due time; work due at the same time runs in the order it was scheduled.
/// - With `simulateProcessingDelay` (the default), work scheduled for the current time or earlier runs
///   one tick later, so `observe(on:)` and a `Binder` on this scheduler deliver one tick late.
/// - `start()` runs everything queued (the clock jumps to each due time); `advanceTo` runs what is due
///   up to a time; `stop()` ends `start()` after the current work.
/// - `start(created:subscribed:disposed:)` creates the sequence at 100, subscribes at 200 and disposes
///   at 1000 by default, and returns the observer that recorded what it received.
/// - A tick lasts `resolution` seconds: `.seconds(1)` is one tick at the default resolution of 1.
public final class TestScheduler: SchedulerType {
    /// The current virtual time, in ticks.
    public private(set) var clock: TestTime
    /// Seconds per tick.
    public let resolution: Double
    /// Whether work due now (or earlier) is pushed to the next tick.
    public let simulateProcessingDelay: Bool

    private var queue = ScheduledWorkQueue()
    private var nextSequence = 0
    private var running = false

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
        clock = initialClock
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
    }

    // MARK: SchedulerType

    /// The virtual clock as a date: `clock × resolution` seconds after 1970.
    public var now: RxTime {
        Date(timeIntervalSince1970: Double(clock) * resolution)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduleAbsoluteVirtual(state, time: clock, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        guard let ticks = ticks(dueTime) else { return Disposables.create() }
        return scheduleRelativeVirtual(state, dueTime: ticks, action: action)
    }

    // MARK: Virtual time

    /// The number of ticks in `interval` (rounded to the nearest tick); `nil` for `.never`.
    public func ticks(_ interval: RxTimeInterval) -> TestTime? {
        let seconds = interval.asSeconds
        guard seconds.isFinite else { return nil }
        return TestTime((seconds / resolution).rounded())
    }

    /// Schedules `action` `dueTime` ticks from now.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
    }

    /// Schedules `action` at virtual time `time` (or the next tick, if that is not in the future and
    /// processing delay is simulated).
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let due = time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
        let work = ScheduledWork(time: due, sequence: nextSequence) { action(state) }
        nextSequence += 1
        queue.push(work)
        return work
    }

    /// Runs `action` at virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs all queued work, moving the clock to each due time, until the queue is empty or `stop()`.
    public func start() {
        guard !running else { return }
        running = true
        while running, let work = queue.peek() {
            queue.pop()
            if work.time > clock { clock = work.time }
            work.invoke()
            countWork()
        }
        running = false
    }

    /// How many work items `start()` and `advanceTo` may run, in all, before they stop: a guard against
    /// work that reschedules itself forever at one time. (For the lesson runner; not part of RxTest's
    /// API.) `nil` for no limit.
    package var workLimit: Int?
    /// How many work items ran.
    package private(set) var workDone = 0

    private func countWork() {
        workDone += 1
        if let workLimit, workDone >= workLimit { running = false }
    }

    /// When the next queued work is due, or `nil` when nothing is queued. (For the lesson runner, which
    /// runs a scene until it is idle but not forever; not part of RxTest's API.)
    package var nextDueTime: TestTime? {
        queue.peek()?.time
    }

    /// Ends a running `start()` or `advanceTo` after the current work.
    public func stop() {
        running = false
    }

    /// Runs the work due up to `time`, then sets the clock to `time`.
    public func advanceTo(_ time: TestTime) {
        precondition(!running, "TestScheduler.advanceTo: the scheduler is already running")
        precondition(time >= clock, "TestScheduler.advanceTo(\(time)): the clock is already at \(clock)")
        running = true
        while running, let work = queue.peek(), work.time <= time {
            queue.pop()
            if work.time > clock { clock = work.time }
            work.invoke()
            countWork()
        }
        clock = time
        running = false
    }

    /// Moves the clock forward by `ticks` without running anything.
    public func sleep(_ ticks: TestTime) {
        precondition(ticks >= 0, "TestScheduler.sleep: can't go back in time")
        clock += ticks
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
