import Dispatch
import Foundation

/// A span of time, as RxSwift spells it: `.seconds(1)`, `.milliseconds(300)`, `.never`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time.
public typealias RxTime = Date

/// A scheduler that also knows the time and can run work later: the clock of the time-based operators
/// (`debounce`, `throttle`, `delay`, `interval`, …). Under a `TestScheduler` that clock is virtual.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action(state)` to run after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` first after `startAfter`, then every `period`, threading the state through.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// The default: `scheduleRelative` after `startAfter`, then again after each `period`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        var delay = startAfter
        let recursion = RecursiveScheduling<StateType>(
            action: { state, recurse in recurse(action(state)) },
            scheduleStep: { state, step in
                defer { delay = period }
                return self.scheduleRelative(state, dueTime: delay, action: step)
            })
        recursion.schedule(state)
        return recursion
    }

    /// Schedules `action` after `dueTime`; it may reschedule itself (with a new state) through `recurse`,
    /// each time after `dueTime` again. Disposing the result cancels every pending step.
    public func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursion = RecursiveScheduling<State>(action: action) { state, step in
            self.scheduleRelative(state, dueTime: dueTime, action: step)
        }
        recursion.schedule(state)
        return recursion
    }
}

extension RxTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    public var asSeconds: Double {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}
