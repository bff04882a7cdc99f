import Synchronization

/// The machinery behind `scheduleRecursive`: runs an action that may schedule itself again, and keeps
/// every step that is scheduled but has not run yet, so that disposing cancels them all.
final class RecursiveScheduling<State>: Disposable {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void
    typealias ScheduleStep = (_ state: State, _ step: @escaping (State) -> Disposable) -> Disposable

    private struct Pending {
        var steps: [Int: Disposable] = [:]
        var ranBeforeStored: Set<Int> = []
        var nextKey = 0
        var isDisposed = false
    }

    private let action: Action
    private let scheduleStep: ScheduleStep
    private let pending = Mutex(Pending())

    init(action: @escaping Action, scheduleStep: @escaping ScheduleStep) {
        self.action = action
        self.scheduleStep = scheduleStep
    }

    /// Schedules one step with `state`.
    func schedule(_ state: State) {
        let key = pending.withLock { pending -> Int? in
            if pending.isDisposed { return nil }
            defer { pending.nextKey += 1 }
            return pending.nextKey
        }
        guard let key else { return }

        let disposable = scheduleStep(state) { state in
            let isDisposed = self.pending.withLock { pending in
                if pending.steps.removeValue(forKey: key) == nil {
                    pending.ranBeforeStored.insert(key)
                }
                return pending.isDisposed
            }
            if !isDisposed {
                self.action(state, self.schedule)
            }
            return Disposables.create()
        }
        // The step may already have run (an immediate scheduler runs it before returning).
        let keep = pending.withLock { pending -> Bool in
            if pending.ranBeforeStored.remove(key) != nil || pending.isDisposed { return false }
            pending.steps[key] = disposable
            return true
        }
        if !keep {
            disposable.dispose()
        }
    }

    func dispose() {
        let steps = pending.withLock { pending -> [Disposable] in
            pending.isDisposed = true
            defer { pending.steps = [:] }
            return Array(pending.steps.values)
        }
        for step in steps {
            step.dispose()
        }
    }
}
