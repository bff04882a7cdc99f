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
        // A one-shot timer rather than `asyncAfter`: disposing it cancels the timer, which lets go of
        // `action` and what it holds at once, not when the time would have come (a disposed
        // `timeout(.seconds(60))` would keep its sink alive for a minute). Until then the timer keeps
        // itself alive, through its handler: it fires even when the caller drops the disposable.
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        var alive: DispatchSourceTimer? = timer
        // Runs once (a disposable's action does): when the timer fires, or when it is disposed first.
        let letGo = Disposables.create {
            alive?.cancel()
            alive = nil
        }
        let work = SingleAssignmentDisposable()
        timer.setEventHandler {
            letGo.dispose()
            if work.isDisposed { return }
            work.setDisposable(action(state))
        }
        timer.resume()
        return Disposables.create(letGo, work)
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
