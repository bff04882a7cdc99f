import RxCore

/// An observer that sets something on a UI object: each element is applied to `target` by `binding`,
/// on `scheduler` (the main scheduler by default).
///
/// Contract (RxCocoa's):
/// - The target is held weakly; an element that arrives after the target is gone is dropped.
/// - Every element goes through `scheduler.schedule` (the main scheduler runs it inline when already on
///   the main thread), and the target is checked when the scheduled work runs.
/// - A completion is ignored, so a later element still binds. An error is a programming error: it goes
///   to `Hooks.bindingErrorHandler` (fatal in debug builds, printed in release builds).
public struct Binder<Value>: ObserverType {
    // @code Binder.init
    private let binding: (Event<Value>) -> Void

    /// A binder that calls `binding` with `target` and each element, through `scheduler`.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                Hooks.bindingErrorHandler(error)
            case .completed:
                break
            }
        }
    }
    // @end

    /// Applies a `next` element; see the type's contract for the other events.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as a type-erased observer.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

extension Hooks {
    /// Receives an error that reached a `Binder`, a `ControlProperty`, a relay or `bind(onNext:)`:
    /// something that can't fail was told to. The default stops the program in debug builds, as
    /// RxCocoa does, and prints `Binding error: …` in release builds. A lesson replaces it to show the
    /// error instead.
    public static var bindingErrorHandler: (Swift.Error) -> Void = { error in
        #if DEBUG
            fatalError("Binding error: \(error)")
        #else
            print("Binding error: \(error)")
        #endif
    }
}
