// The operators of `Infallible`, as RxSwift 6 has them: each is the `Observable` operator of the same
// name, its result wrapped as an `Infallible` again. Their closures can't throw (in RxSwift some can,
// which would let an `Infallible` fail), so an `Infallible` stays one.

extension InfallibleType {
    /// A sequence of one element.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// A sequence of one element, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// A sequence that never sends anything.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// A sequence that completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// The sequence `observableFactory` makes for each subscription.
    public static func deferred(_ observableFactory: @escaping () -> Infallible<Element>) -> Infallible<
        Element
    > {
        Infallible(Observable.deferred { observableFactory().asObservable() })
    }
}

extension Infallible {
    /// `elements`, one after another, then completion.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Infallible<Element>
    {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// The elements of `array`, then completion.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Infallible<Element>
    {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// The elements of `sequence`, then completion.
    public static func from<Elements: Swift.Sequence>(
        _ sequence: Elements, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Elements.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }

    /// The same sequence, with side effects; see `ObservableType.do` (there is no error to observe).
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension InfallibleType {
    /// The elements `predicate` accepts.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Each element transformed by `transform`.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Each element transformed by `transform`, the `nil`s dropped.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Each element that differs from the one before it, by `comparer`.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Each element whose key differs from the one before it.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> Infallible<
        Element
    > {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Each element whose key differs from the one before it, by `comparer`.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Each element whose property at `keyPath` differs from the one before it.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Infallible<
            Element
        >
    {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Each element once `dueTime` has passed without another; see `ObservableType.debounce`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// At most one element per `dueTime`; see `ObservableType.throttle`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Infallible<
            Element
        >
    {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// The elements of the sequences `selector` returns, merged. (As in RxSwift, an inner sequence that
    /// fails makes this `Infallible` fail: return `Infallible`s, or sequences that can't fail.)
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMap(selector))
    }

    /// The elements of the latest sequence `selector` returned.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// The elements of the sequence `selector` returns, elements that come while it runs dropped.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// The elements of the sequences `selector` returns, one sequence after another.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().concatMap(selector))
    }

    /// This sequence, then `second` once it completes.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// The sequences of `sequence` one after another.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The sequences of `collection` one after another.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// `sources` one after another.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The elements of every sequence of `sources`, as they come.
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every sequence of `sources`, as they come.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every one of `sources`, as they come.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Each step of `accumulator` over `seed`, changed in place.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void)
        -> Infallible<Seed>
    {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Each step of `accumulator` over `seed`.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// `element` first, then this sequence.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// The elements until `other` sends one.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements until `other` sends one. (As in RxSwift, an error of `other` is passed on: the one
    /// way this `Infallible` can fail.)
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until `predicate` accepts one (with `.inclusive`, that one too).
    public func take(until predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements while `predicate` accepts them (with `.inclusive`, the first one it refuses too).
    public func take(while predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The first `count` elements.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements sent within `duration` of the subscription.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements from the first one `predicate` refuses.
    public func skip(while predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// The elements sent after `other` sends one. (As in RxSwift, an error of `other` is passed on.)
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// One subscription to this sequence shared by all subscribers; see `ObservableType.share`.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Each element with `object`, held weakly; the sequence completes once `object` is gone.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Each element paired with `object`, held weakly; the sequence completes once `object` is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }

    /// Each element combined with the latest element of `second` (none until it has sent one).
    public func withLatestFrom<Second: InfallibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> Infallible<Result> {
        Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element of this sequence.
    public func withLatestFrom<Second: InfallibleType>(_ second: Second) -> Infallible<Second.Element> {
        withLatestFrom(second) { $1 }
    }

    /// The same sequence, printing its subscription, events and disposal; see `ObservableType.debug`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            asObservable().debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension InfallibleType where Element: Equatable {
    /// Each element that differs from the one before it.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}
