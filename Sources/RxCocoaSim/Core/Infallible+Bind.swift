import RxCore

extension Infallible {
    /// Subscribes every observer through one subscription: each receives every element and the
    /// completion, in order. An `Infallible` has no error, so none can reach a `Binder`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(each: observers)
    }

    /// Subscribes observers of optional elements through one subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe(each: observers)
    }

    /// Subscribes `onNext` for the elements (a completion is ignored; there is no error).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}
