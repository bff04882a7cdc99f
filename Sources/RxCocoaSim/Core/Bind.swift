import RxCore

extension ObservableType {
    /// Subscribes every observer through one subscription: each receives every event, in order. An
    /// error reaching a `Binder` or a `ControlProperty` is a programming error (see `Binder`).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe(each: observers)
    }

    /// Subscribes observers of optional elements through one subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        let optionals = map { $0 as Element? }
        ChainTracing.tracer?.hide(optionals)
        return optionals.subscribe(each: observers)
    }

    /// One subscription that hands every event to each of `observers`, in order: what `bind(to:)` does
    /// with its observers, for an `Observable` and an `Infallible` alike.
    func subscribe<Observer: ObserverType>(each observers: [Observer]) -> Disposable
    where Observer.Element == Element {
        // In a chain view, the end of the chain is `bind(to:)` and the kind of its observers.
        ChainTracing.subscribing(as: "bind(to:) " + chainKinds(observers)) {
            subscribe { event in
                for observer in observers { observer.on(event) }
            }
        }
    }

    /// Hands this sequence to `binder` and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands this sequence and `curriedArgument` to a curried `binder`, as
    /// `items.bind(to: tableView.rx.items(cellIdentifier:cellType:)) { row, item, cell in … }` does.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext`; an error is a programming error (`Hooks.bindingErrorHandler`).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { Hooks.bindingErrorHandler($0) })
    }

    /// Subscribes `onNext` with `object` held weakly (elements arriving after it is gone are dropped);
    /// an error is a programming error, whether or not `object` is still alive.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void)
        -> Disposable
    {
        bind(onNext: { [weak object] element in
            guard let object else { return }
            onNext(object, element)
        })
    }

    /// Sends each element into every relay. A completion is ignored; an error is a programming error.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element into every relay of optionals.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Makes each element the value of every relay. A completion is ignored; an error is a programming
    /// error.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Makes each element the value of every relay of optionals.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element into every relay. A completion is ignored; an error is a programming error.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element into every relay of optionals.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindElements { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes `accept` for the elements: completion ignored, error a programming error.
    private func bindElements(_ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element): accept(element)
            case .error(let error): Hooks.bindingErrorHandler(error)
            case .completed: break
            }
        }
    }
}

/// The kinds of `observers`, for the end of a chain in a chain view: `Binder`, `Binder, BehaviorRelay`.
func chainKinds<Observer>(_ observers: [Observer]) -> String {
    observers.map { chainKind(of: $0) }.joined(separator: ", ")
}
