import Dispatch
import Foundation

/// Runs work on a serial `DispatchQueue`, one action at a time, in order. `now` is the wall clock.
public class SerialDispatchQueueScheduler: SchedulerType {
    let scheduling: DispatchQueueScheduling

    public var now: RxTime {
        Date()
    }

    /// A scheduler on `serialQueue`, which must be serial.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        scheduling = DispatchQueueScheduling(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`, which
    /// `serialQueueConfiguration`, if given, can configure before the scheduler uses it.
    public convenience init(
        internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// A scheduler on a new serial queue targeting `queue`.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// A scheduler on a new serial queue with quality of service `qos`.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos), leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduleInternal(state, action: action)
    }

    /// The immediate-scheduling strategy; `MainScheduler` overrides it to run inline when it can.
    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduling.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduling.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        scheduling.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
