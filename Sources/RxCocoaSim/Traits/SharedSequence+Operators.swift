import RxCore

// The operators of `Driver` and `Signal`. Each applies the `Observable` operator of the same name and
// wraps the result again, shared by the same strategy; time-based ones run on the strategy's scheduler.
// None of them can fail (their closures don't throw), so the result keeps the trait's guarantees.

extension SharedSequenceConvertibleType {
    /// Each element transformed by `selector`.
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence(asObservable().map(selector))
    }

    /// Each element transformed by `selector`, with the `nil` results left out.
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Only the elements for which `predicate` is `true`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// The elements of the shared sequence `selector` returns for the latest element (a Driver or a
    /// Signal, whichever it returns: a Driver's `flatMapLatest` to Signals is a Signal).
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// The elements of the shared sequence `selector` returns, ignoring elements while one runs (of
    /// the kind `selector` returns).
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// The elements of every shared sequence `selector` returns, merged (of the kind it returns).
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence(asObservable().flatMap { selector($0).asObservable() })
    }

    /// The same sequence, with side effects (see `Observable.do`).
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The same sequence, printing its events (see `Observable.debug`).
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// The elements whose key differs from the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// The elements that `comparer` does not call equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// The elements whose key `comparer` does not call equal to the previous element's key.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// `element` first, then the sequence.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// A running accumulation of the elements.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    )
        -> SharedSequence<SharingStrategy, Accumulate>
    {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Each element paired with its index.
    public func enumerated() -> SharedSequence<SharingStrategy, (index: Int, element: Element)> {
        SharedSequence(asObservable().enumerated())
    }

    /// The elements after the first `count`.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// For each element, the latest element of `second` (a Driver or a Signal, whichever) combined by
    /// `resultSelector`; the result is of this sequence's kind.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// For each element, the latest element of `second`.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    {
        SharedSequence(asObservable().withLatestFrom(second.asObservable()))
    }

    /// The last element of each burst, once `dueTime` passes quietly (see `Observable.debounce`).
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// At most one element per `dueTime` (see `Observable.throttle`).
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// The same elements, each `dueTime` later.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// The elements that differ from the one before them.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of the latest inner shared sequence.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.switchLatest())
    }
}

extension SharedSequence {
    /// The elements of all `sources`, as they come.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}
