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

extension Infallible {
    /// Calls `binder` with this sequence and returns what it returns: `infallible.bind(to: myBinding)`
    /// for a function that subscribes it its own way.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder` with this sequence, then what it returns with `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Sets the value of every relay to each element, through one subscription. A relay cannot
    /// complete, so the completion is not passed on.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sets the value of every relay of optional elements to each element.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to every relay, through one subscription (the completion is not passed on).
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to every relay of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to every replay relay, through one subscription (the completion is not
    /// passed on).
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to every replay relay of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
