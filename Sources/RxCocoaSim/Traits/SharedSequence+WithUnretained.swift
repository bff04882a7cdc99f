import RxCore

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Each element with `object`, combined by `resultSelector`, while `object` is alive; completes
    /// when it is gone (see `Observable.withUnretained`).
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Each element paired with `object`, while it is alive.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        withUnretained(object) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    // A Driver keeps its latest element to replay it to the next subscriber: paired with the object,
    // that element would keep the object alive, the very thing withUnretained is for avoiding. RxCocoa
    // withdrew these for Driver, and so does the sandbox.

    /// Not for a `Driver`: use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message: "withUnretained is not available on Driver: use drive(with:onNext:onCompleted:onDisposed:)"
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Not for a `Driver`: use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message: "withUnretained is not available on Driver: use drive(with:onNext:onCompleted:onDisposed:)"
    )
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        SharedSequence(asObservable().withUnretained(object) { ($0, $1) })
    }
}
