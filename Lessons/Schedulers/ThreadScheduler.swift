import RxSandbox

// @code thread-scheduler
/// A simulated thread: a scheduler that runs its work on the scene's virtual clock and, while that
/// work runs, says it is on the thread it is named after (`ThreadScheduler.current`). Work the clock
/// runs itself (the script, the user, a Driver's delivery) is on "main".
///
/// A hop costs no time: queued work runs at the same tick, after the work that queued it. With
/// `runsInline`, work scheduled while already on this thread, with none of its own still queued, runs
/// at once, as `MainScheduler.instance` does on iOS; without it, work is always queued, as
/// `MainScheduler.asyncInstance` or a background queue does.
final class ThreadScheduler: SchedulerType {
    /// The name of the thread the work running now is on.
    private(set) static var current = "main"

    let name: String
    private let clock: TestScheduler
    private let runsInline: Bool
    /// How many of this scheduler's actions are queued and not yet run.
    private var queued = 0

    init(_ name: String, clock: TestScheduler, runsInline: Bool = false) {
        self.name = name
        self.clock = clock
        self.runsInline = runsInline
    }

    var now: RxTime {
        clock.now
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        if runsInline && Self.current == name && queued == 0 {
            return action(state)
        }
        queued += 1
        let cancel = SingleAssignmentDisposable()
        _ = clock.schedule(()) { [self] _ in
            queued -= 1
            if !cancel.isDisposed {
                cancel.setDisposable(runOnThisThread { action(state) })
            }
            return Disposables.create()
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        clock.scheduleRelative(state, dueTime: dueTime) { [self] state in
            runOnThisThread { action(state) }
        }
    }

    /// Runs `work` with `current` set to this thread's name.
    private func runOnThisThread(_ work: () -> Disposable) -> Disposable {
        let previous = Self.current
        Self.current = name
        defer { Self.current = previous }
        return work()
    }
}
// @end

/// `value` labelled with the thread it is on now: `21°@bg`.
func onThread<Value>(_ value: Value) -> String {
    "\(value)@\(ThreadScheduler.current)"
}
