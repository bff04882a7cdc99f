/// Runs every action at once, on the calling thread. Useful in tests; RxSwift keeps it internal, the
/// sandbox exposes it so lessons can show the difference from `CurrentThreadScheduler`.
public final class ImmediateScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = ImmediateScheduler()

    private init() {}

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        action(state)
    }
}
