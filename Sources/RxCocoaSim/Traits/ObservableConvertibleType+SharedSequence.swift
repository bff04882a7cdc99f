import RxCore

// Any sequence made a shared sequence of a strategy named by its type: what `asDriver(onError…)` and
// `asSignal(onError…)` are for their own strategies, for a strategy of your own (RxCocoa's extension
// hook: a third kind of shared sequence is a strategy and a typealias).

extension ObservableConvertibleType {
    /// This sequence as a shared sequence of `S`, delivered on its scheduler, with an error replaced
    /// by `onErrorJustReturn` (then completion).
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        let input = asObservable()
        return SharedSequence(input.observe(on: S.scheduler).catchAndReturn(onErrorJustReturn), from: input)
    }

    /// This sequence as a shared sequence of `S`, with an error replaced by `onErrorDriveWith`.
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        let input = asObservable()
        return SharedSequence(
            input.observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() }, from: input)
    }

    /// This sequence as a shared sequence of `S`, with an error replaced by the shared sequence
    /// `onErrorRecover` returns for it.
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        let input = asObservable()
        return SharedSequence(
            input.observe(on: S.scheduler).catch { error in onErrorRecover(error).asObservable() },
            from: input)
    }
}

extension SharedSequence {
    /// `source` as a shared sequence **without any check**: the caller promises that it never errors
    /// and delivers on the strategy's scheduler (RxCocoa's hook for operators written outside it). Only
    /// the sharing is added. Prefer `asSharedSequence(sharingStrategy:onError…:)`, which makes it so.
    public static func createUnsafe<Source: ObservableType>(source: Source) -> SharedSequence<
        SharingStrategy, Source.Element
    > {
        SharedSequence<SharingStrategy, Source.Element>(source.asObservable())
    }
}
