/// A push-based sequence: `subscribe` attaches an observer and returns the `Disposable` that detaches it.
///
/// Contract: events reach the observer in the grammar `next* (error | completed)?`, serially, and stop
/// once the returned disposable is disposed.
public protocol ObservableType: ObservableConvertibleType {
    /// Starts delivering this sequence's events to `observer`.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// The default: wraps `self` so that only `subscribe` is visible.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
