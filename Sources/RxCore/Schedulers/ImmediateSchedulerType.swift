/// Something that runs work "as soon as it can": now, on a queue, or at the next virtual tick.
public protocol ImmediateSchedulerType {
    /// Schedules `action(state)`; disposing the result cancels it if it has not run yet, or disposes
    /// what it returned if it has.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

extension ImmediateSchedulerType {
    /// Schedules `action`, which may ask to be scheduled again (with a new state) through `recurse`.
    /// Disposing the result cancels every pending step.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursion = RecursiveScheduling<State>(action: action) { state, step in
            self.schedule(state, action: step)
        }
        recursion.schedule(state)
        return recursion
    }
}
