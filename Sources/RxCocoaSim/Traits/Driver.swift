import RxCore

/// A `SharedSequence` for state: it never fails, delivers on the main scheduler, and a new subscriber
/// immediately gets the latest element (`share(replay: 1, scope: .whileConnected)`).
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of `Driver`: replay the latest element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The value as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// This sequence as a `Driver`, with an error replaced by `onErrorJustReturn` (then completion).
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let input = asObservable()
        let source =
            input
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source, from: input)
    }

    /// This sequence as a `Driver`, with an error replaced by `onErrorDriveWith`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let input = asObservable()
        let source =
            input
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source, from: input)
    }

    /// This sequence as a `Driver`, with an error replaced by the driver `onErrorRecover` returns.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<
        Element
    > {
        let input = asObservable()
        let source =
            input
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Driver(source, from: input)
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every accepted value.
    public func asDriver() -> Driver<Element> {
        let input = asObservable()
        return Driver(input.observe(on: DriverSharingStrategy.scheduler), from: input)
    }
}
