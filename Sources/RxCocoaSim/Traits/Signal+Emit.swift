import RxCore

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes `observers`, all through one subscription; each receives every event, in order.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        ChainTracing.subscribing(as: "emit(to:) " + chainKinds(observers)) {
            asSharedSequence().asObservable().subscribe { event in
                for observer in observers { observer.on(event) }
            }
        }
    }

    /// Subscribes observers of optional elements, all through one subscription.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        let optionals = asSharedSequence().asObservable().map { $0 as Element? }
        ChainTracing.tracer?.hide(optionals)
        return ChainTracing.subscribing(as: "emit(to:) " + chainKinds(observers)) {
            optionals.subscribe { event in
                for observer in observers { observer.on(event) }
            }
        }
    }

    /// Sends each element into every relay (completion is ignored).
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element into every relay (completion is ignored).
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Makes each element the value of every relay (completion is ignored).
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Makes each element the value of every relay (completion is ignored).
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element into every relay (completion is ignored).
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element into every relay (completion is ignored).
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures that also receive `object`, held weakly.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        ChainTracing.subscribing(as: "emit") {
            asObservable().subscribe(
                with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// Subscribes closures for the elements and the completion (a signal has no error).
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        ChainTracing.subscribing(as: "emit") {
            asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// Subscribes, ignoring every element.
    public func emit() -> Disposable {
        emit(onNext: nil)
    }
}
