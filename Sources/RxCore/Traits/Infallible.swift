/// A sequence that can't fail, as RxSwift's `Infallible`: it sends elements and may complete, never
/// an error. Made with `asInfallible(onErrorJustReturn:)` (or `onErrorFallbackTo:`, `onErrorRecover:`),
/// `Infallible.create`, or a relay's `asInfallible()`; its operators (`Infallible+Operators.swift`)
/// take closures that can't throw, so they keep the promise.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps `source`, which must not fail.
    init(_ source: Observable<Element>) {
        self.source = source
    }

    public func asObservable() -> Observable<Element> {
        source
    }
}

/// What every `Infallible` is, for code generic over it (RxSwift's `InfallibleType`).
public protocol InfallibleType: ObservableConvertibleType {}

extension InfallibleType {
    /// Subscribes closures for the elements and the completion (there is no error).
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone, none runs.
    public func subscribe<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives each event: elements, then perhaps completion. (An error, which
    /// only a badly made sequence could send, say an inner sequence of `flatMap` that fails, is not an
    /// event of an `Infallible`: it goes to `Hooks.defaultErrorHandler` and ends the subscription.)
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        return asObservable().subscribe { event in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): Hooks.defaultErrorHandler(callStack, error)
            }
        }
    }
}
