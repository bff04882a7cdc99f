/// A sequence that can't fail, as RxSwift's `Infallible`: it sends elements and may complete, never
/// an error. Made with `asInfallible(onErrorJustReturn:)` (or `onErrorFallbackTo:`, `onErrorRecover:`).
public struct Infallible<Element>: ObservableConvertibleType {
    private let source: Observable<Element>

    /// Wraps `source`, which must not fail.
    init(_ source: Observable<Element>) {
        self.source = source
    }

    public func asObservable() -> Observable<Element> {
        source
    }

    /// A sequence of one element.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// A sequence that completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// A sequence that never sends anything.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// Subscribes closures for the elements and the completion (there is no error).
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly.
    public func subscribe<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension ObservableConvertibleType {
    /// This sequence as an `Infallible`: an error is replaced by `element`, then completion.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible`: an error is replaced by `infallible`.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence as an `Infallible`: an error is replaced by what `recover` returns for it.
    public func asInfallible(onErrorRecover recover: @escaping (Swift.Error) -> Infallible<Element>)
        -> Infallible<Element>
    {
        Infallible(asObservable().catch { recover($0).asObservable() })
    }
}
