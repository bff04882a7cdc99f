import Foundation

/// Runs work as operations on an `OperationQueue`: as many actions at once as the queue's
/// `maxConcurrentOperationCount` allows, each operation given `queuePriority`.
///
/// Like RxSwift's, it schedules only "as soon as it can" (an `ImmediateSchedulerType`): the queue
/// has no clock, so it cannot be given to `delay`, `interval` or the other time-based operators.
public final class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue the operations are added to.
    public let operationQueue: OperationQueue
    /// The priority every operation this scheduler adds is given.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler that adds its work to `operationQueue`, at `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action(state)`; disposing the result before it starts means
    /// the action will not run, disposing it later disposes what the action returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let cancel = SingleAssignmentDisposable()
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
