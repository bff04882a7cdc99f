import RxCore

/// A `SharedSequence` for events: it never fails, delivers on the main scheduler, and shares one
/// subscription without replay (a new subscriber gets only later elements).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of `Signal`: share while connected, replay nothing.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The value as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// This sequence as a `Signal`, with an error replaced by `onErrorJustReturn` (then completion).
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let input = asObservable()
        let source =
            input
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source, from: input)
    }

    /// This sequence as a `Signal`, with an error replaced by `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let input = asObservable()
        let source =
            input
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source, from: input)
    }

    /// This sequence as a `Signal`, with an error replaced by the signal `onErrorRecover` returns.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<
        Element
    > {
        let input = asObservable()
        let source =
            input
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Signal(source, from: input)
    }
}

extension PublishRelay {
    /// The relay as a `Signal`: every accepted value, from the moment of subscription.
    public func asSignal() -> Signal<Element> {
        let input = asObservable()
        return Signal(input.observe(on: SignalSharingStrategy.scheduler), from: input)
    }
}
