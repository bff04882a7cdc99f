import RxCore

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes `observers`, all through one subscription; each receives every event, in order.
    /// Must be called on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingErrorMessage)
        return ChainTracing.subscribing(as: "drive " + chainKinds(observers)) {
            asSharedSequence().asObservable().subscribe { event in
                for observer in observers { observer.on(event) }
            }
        }
    }

    /// Subscribes observers of optional elements, all through one subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingErrorMessage)
        let optionals = asSharedSequence().asObservable().map { $0 as Element? }
        ChainTracing.tracer?.hide(optionals)
        return ChainTracing.subscribing(as: "drive " + chainKinds(observers)) {
            optionals.subscribe { event in
                for observer in observers { observer.on(event) }
            }
        }
    }

    /// Makes each element the value of every relay (completion is ignored).
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Makes each element the value of every relay (completion is ignored).
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element into every relay (completion is ignored).
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element into every relay (completion is ignored).
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the underlying observable to `transformation` and returns its result.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingErrorMessage)
        return transformation(asObservable())
    }

    /// Hands the underlying observable and `curriedArgument` to a curried function.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingErrorMessage)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that also receive `object`, held weakly.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingErrorMessage)
        return ChainTracing.subscribing(as: "drive") {
            asObservable().subscribe(
                with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// Subscribes closures for the elements and the completion (a driver has no error).
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: drivingErrorMessage)
        return ChainTracing.subscribing(as: "drive") {
            asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// Subscribes, ignoring every element.
    public func drive() -> Disposable {
        drive(onNext: nil)
    }
}

private let drivingErrorMessage = "`drive*` family of methods can be only called from `MainThread`."
