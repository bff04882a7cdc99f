import RxCore

extension Hooks {
    /// Receives the message of a check RxCocoa makes with `assert`: a delegate or data source already
    /// set when `rx.setDelegate` or `rx.items` installs its own, one replaced while it was installed.
    /// As with RxCocoa, the checks run in debug builds only. The default stops the program there
    /// (`assertionFailure`), as RxCocoa does; a lesson replaces it to show the message and go on, as a
    /// release build would.
    public static var assertionFailureHandler: (String) -> Void = { message in
        assertionFailure(message)
    }
}

/// `assert` through `Hooks.assertionFailureHandler`: in debug builds, when `condition` is false, the
/// handler receives `message`.
func rxAssert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    #if DEBUG
        if !condition() { Hooks.assertionFailureHandler(message()) }
    #endif
}
