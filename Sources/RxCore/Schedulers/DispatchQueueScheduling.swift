import Dispatch
import Foundation

/// The work shared by the schedulers that run on a `DispatchQueue`.
struct DispatchQueueScheduling {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if case .never = dueTime { return Disposables.create() }
        let cancel = SingleAssignmentDisposable()
        queue.asyncAfter(deadline: .now() + dueTime) {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        var state = state
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        let cancel = BooleanDisposable()
        timer.setEventHandler {
            if cancel.isDisposed { return }
            state = action(state)
        }
        timer.resume()
        return Disposables.create {
            cancel.dispose()
            timer.cancel()
        }
    }
}
