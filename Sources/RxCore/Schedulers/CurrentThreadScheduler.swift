#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// Runs work on the current thread, as a trampoline.
///
/// The first `schedule` on a thread runs its action at once and makes the thread "busy"; work scheduled
/// while busy (for instance by that action) is queued and run, in order, before the first `schedule`
/// returns. Recursive scheduling therefore never grows the stack.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The scheduler (one per process; its queue is per thread).
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when nothing is running on this thread's trampoline: a `schedule` now would run at once.
    public static var isScheduleRequired: Bool {
        Trampoline.current == nil
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        if let trampoline = Trampoline.current {
            let item = QueuedAction(state: state, action: action)
            trampoline.queue.append(item)
            return item
        }

        let trampoline = Trampoline()
        Trampoline.current = trampoline
        defer { Trampoline.current = nil }

        let disposable = action(state)
        var index = 0
        while index < trampoline.queue.count {
            let item = trampoline.queue[index]
            index += 1
            item.run()
            // Drop what has run now and then, so a long recursion does not keep every finished step.
            if index >= 64, index * 2 >= trampoline.queue.count {
                trampoline.queue.removeFirst(index)
                index = 0
            }
        }
        return disposable
    }
}

/// The queue of actions waiting on one thread's trampoline.
private final class Trampoline {
    var queue: [QueuedAction] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The trampoline running on this thread, if any.
    static var current: Trampoline? {
        get {
            pthread_getspecific(key).map { Unmanaged<Trampoline>.fromOpaque($0).takeUnretainedValue() }
        }
        set {
            pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() })
        }
    }
}

/// An action queued on a trampoline; disposing it before it runs cancels it.
private final class QueuedAction: Disposable {
    private let disposable = SingleAssignmentDisposable()
    private var body: (() -> Disposable)?

    init<State>(state: State, action: @escaping (State) -> Disposable) {
        body = { action(state) }
    }

    func run() {
        guard let body, !disposable.isDisposed else { return }
        self.body = nil
        disposable.setDisposable(body())
    }

    func dispose() {
        disposable.dispose()
    }
}
