import RxVirtualTime

/// The leak check's part of a scene: what it watches, and the leaks it shows on purpose.
extension Stage {
    /// Has the leak check watch `object` under `name`: it must be released once the scene lets go of
    /// everything, or the scene fails with "`name` is still alive after the scene". Everything a scene
    /// shows, and every simulated object and delegate proxy made while it runs, is watched already
    /// (the latter by its class until the scene names it); `watch` names one, or adds an object of the
    /// scene's own (a view model, a download).
    public func watch(_ object: AnyObject, as name: String) {
        objectWatch.watch(object, as: name)
    }

    /// Runs `action` at `time`, as `at(_:_:)` does, where the scene lets go of the object it named `name`
    /// (`label = nil`): the leak check expects the object released by the end of that tick, and reports
    /// it, with when it was released, if something held it longer. With `user`, it is the user's action
    /// (closing a screen), drawn on the user lane with that label.
    public func letGo(
        of name: String, at time: TestTime, user label: Localized? = nil, _ action: @escaping () -> Void
    ) {
        objectWatch.letGo(of: name, at: time)
        if let label { user(at: time, label, action) } else { at(time, action) }
    }

    /// States that the object the scene named `name` is expected to be left alive (a scene that shows
    /// a retain cycle): the leak check then reports it as the leak the scene means to show, and passes
    /// only if it is indeed left alive. After the check, `undo` breaks the cycle (empties the bag that
    /// holds it), and the object must then be released: `undo` must capture it weakly (`weak var
    /// leaked = screen`), or it would keep it alive itself.
    public func expectLeak(of name: String, undo: @escaping () -> Void) {
        objectWatch.expectLeak(of: name, undo: undo)
    }
}
