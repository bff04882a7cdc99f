import Foundation

/// A scheduler whose clock is virtual: it only moves when the scheduler runs the work it queued, so
/// time-based code runs in a test (or a lesson) in an instant and always the same way. The converter
/// says what a virtual time is (`TestScheduler` counts ticks, `HistoricalScheduler` uses dates).
///
/// Contract (RxSwift's):
/// - Work runs in order of due time; work due at the same time runs in the order it was scheduled.
///   Nothing runs until `start()` or `advanceTo(_:)` is called.
/// - `start()` runs everything queued, including what the work schedules, and moves the clock to each
///   due time (never back); `stop()` ends it after the current work.
/// - `advanceTo(_:)` runs the work due up to a time, then sets the clock to it; `sleep(_:)` moves the
///   clock forward without running anything.
/// - `schedule` and `scheduleRelative` pass their due time through `adjustScheduledTime(_:)`, which a
///   subclass overrides to change when such work runs (`TestScheduler` moves work due now to the next
///   tick); work scheduled at a virtual time (`scheduleAbsoluteVirtual`, `scheduleRelativeVirtual`)
///   runs at that time.
/// - It is not thread-safe: use it from one thread (RxSwift checks that; the sandbox does not).
///
/// Where the sandbox differs from RxSwift:
/// - `scheduleRelative` converts its due time to a virtual span with the converter and adds it to the
///   clock (RxSwift converts the date `now + dueTime`, which comes to the same time on a clock of whole
///   ticks or of dates); `.never` schedules nothing (RxSwift schedules it at `Date.distantFuture`).
/// - `advanceTo(_:)` a time before the clock is a programming error (RxSwift sets the clock back).
///
/// Subclass it with a converter of your own, as RxSwift's tests do:
///
///     final class TenSecondTicks: VirtualTimeScheduler<TenSecondTickConverter> { … }
///
/// (The scheduling and running methods are `@inlinable`, with what they use `@usableFromInline`: the
/// module that names the converter then compiles them for its time type, where generic code would
/// compare every two times through the protocol, several times slower.)
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// A point on this scheduler's clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span of this scheduler's time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// The current virtual time.
    @inlinable
    public var clock: VirtualTime {
        currentClock
    }

    @usableFromInline var currentClock: VirtualTime
    @usableFromInline let converter: Converter
    @usableFromInline var queue: ScheduledWorkQueue<Converter>
    @usableFromInline var nextSequence = 0
    @usableFromInline var isRunning = false

    /// A scheduler whose clock starts at `initialClock`, with `converter` for its times.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
        queue = ScheduledWorkQueue(converter: converter)
    }

    // MARK: SchedulerType

    /// The virtual clock as a real time, by the converter.
    @inlinable
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Schedules `action` at the current virtual time (as adjusted by `adjustScheduledTime`).
    @inlinable
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduleAbsoluteVirtual(state, time: adjustScheduledTime(clock), action: action)
    }

    /// Schedules `action` `dueTime` from now, converted to a virtual span (and adjusted by
    /// `adjustScheduledTime`); `.never` schedules nothing.
    @inlinable
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let seconds = dueTime.asSeconds
        guard seconds.isFinite else { return Disposables.create() }
        let interval = converter.convertToVirtualTimeInterval(seconds)
        let time = adjustScheduledTime(converter.offsetVirtualTime(clock, offset: interval))
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    // MARK: Scheduling in virtual time

    /// Schedules `action` a virtual span `dueTime` from the current clock.
    @inlinable
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(
            state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at virtual time `time`. Work due at a time already past runs as soon as the
    /// scheduler runs. Disposing the result cancels the work if it
    /// has not run yet, or disposes what the action returned.
    @inlinable
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let work = ScheduledWork(time: time, sequence: nextSequence) { action(state) }
        nextSequence += 1
        queue.push(work)
        return work
    }

    /// The time work that `schedule` or `scheduleRelative` asks for at `time` is queued at. The base
    /// returns `time`; a subclass overrides it to move such work (its `clock` is the time the work is
    /// scheduled at).
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    // MARK: Running

    /// Runs all queued work, moving the clock to each due time, until the queue is empty or `stop()`
    /// is called. Does nothing if the scheduler is already running.
    @inlinable
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        while isRunning, runNext(dueBy: nil) {}
        isRunning = false
    }

    /// Runs the work due up to `virtualTime` (earliest first), then sets the clock to `virtualTime`.
    /// It is a programming error to call it while the scheduler runs, or with a time before the clock.
    @inlinable
    public func advanceTo(_ virtualTime: VirtualTime) {
        precondition(!isRunning, "VirtualTimeScheduler.advanceTo: the scheduler is already running")
        precondition(
            converter.compareVirtualTime(virtualTime, clock) != .lessThan,
            "VirtualTimeScheduler.advanceTo(\(virtualTime)): the clock is already at \(clock)")
        isRunning = true
        while isRunning, runNext(dueBy: virtualTime) {}
        currentClock = virtualTime
        isRunning = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything (a span that would move it
    /// back is a programming error).
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let wakeUp = converter.offsetVirtualTime(clock, offset: virtualInterval)
        precondition(
            converter.compareVirtualTime(wakeUp, clock) != .lessThan,
            "VirtualTimeScheduler.sleep: can't go back in time")
        currentClock = wakeUp
    }

    /// Ends a running `start()` or `advanceTo(_:)` after the current work.
    public func stop() {
        isRunning = false
    }

    /// Runs the earliest queued work, if there is some due by `limit` (or at all, for `nil`): moves the
    /// clock to its time unless that is past, and runs it. `false` when there was none to run.
    @inlinable
    func runNext(dueBy limit: VirtualTime?) -> Bool {
        guard let work = queue.peek() else { return false }
        if let limit, converter.compareVirtualTime(work.time, limit) == .greaterThan { return false }
        queue.pop()
        if converter.compareVirtualTime(work.time, currentClock) == .greaterThan { currentClock = work.time }
        work.invoke()
        countWork()
        return true
    }

    // MARK: For the lesson runner (not RxSwift's API)

    /// How many work items `start()` and `advanceTo(_:)` may run, in all, before they stop: a guard
    /// against work that reschedules itself forever at one time. `nil` for no limit.
    @usableFromInline package var workLimit: Int?
    /// How many work items ran.
    @usableFromInline package internal(set) var workDone = 0

    @inlinable
    func countWork() {
        workDone += 1
        if let workLimit, workDone >= workLimit { isRunning = false }
    }

    /// When the next queued work is due, or `nil` when nothing is queued. (The lesson runner runs a scene
    /// until it is idle, but not forever.)
    package var nextDueTime: VirtualTime? {
        queue.peek()?.time
    }
}
