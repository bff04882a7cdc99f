import Dispatch
import Foundation
import Synchronization

/// Runs work on the main thread: the scheduler of UI code.
///
/// Contract: `schedule` runs the action inline when called on the main thread with nothing of its own
/// already queued, and otherwise queues it on the main queue (which runs while the main run loop
/// spins). `asyncInstance` always queues. Time-based work goes to the main queue.
public final class MainScheduler: SerialDispatchQueueScheduler {
    private let numberEnqueued = Atomic<Int>(0)

    /// A scheduler on the main queue. (`MainScheduler.instance` is the shared one.)
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared main scheduler.
    public static let instance = MainScheduler()

    /// A main-queue scheduler that never runs inline.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops the program when not called on the main thread, in every build (RxSwift uses `fatalError`
    /// here, not an assertion: `drive` and `emit` call it).
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            fatalError(errorMessage ?? "Running on background thread.")
        }
    }

    /// Stops the program when not called on the main thread, in every build.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        ensureRunningOnMainThread(errorMessage: errorMessage ?? "Executing on background thread.")
    }

    override func scheduleInternal<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        if previouslyEnqueued == 0 && Thread.isMainThread {
            let disposable = action(state)
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            self.numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}

/// Runs work on the main thread, inline when already there (even if other work is queued).
///
/// The scheduler `ControlEvent` and `ControlProperty` subscribe on.
public final class ConcurrentMainScheduler: SchedulerType {
    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    public var now: RxTime {
        mainScheduler.now
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        if Thread.isMainThread {
            return action(state)
        }
        return mainScheduler.scheduling.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
