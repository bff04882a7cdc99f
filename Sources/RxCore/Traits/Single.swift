/// The trait of `Single`: exactly one element (then completion), or an error.
public enum SingleTrait {}

/// A sequence that sends exactly one element, or an error. `toArray()` and `asSingle()` return one.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` ends with: its element, or an error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The observer a `Single.create` closure calls, once.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A single defined by a closure that calls its observer once with the outcome (later calls are
    /// ignored).
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<
        Element
    > {
        Single(
            raw: Observable.create { observer in
                subscribe { result in
                    switch result {
                    case .success(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .failure(let error):
                        observer.onError(error)
                    }
                }
            })
    }

    /// Subscribes a closure that receives the outcome, once. (A source that completes without an
    /// element, which a `Single` must not do, is reported as `.failure(RxError.noElements)`.)
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeFirstEvent { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for the element and the error; `onDisposed` runs when the subscription ends.
    /// Without `onFailure`, an error goes to `Hooks.defaultErrorHandler`, with the call stack of this
    /// subscription if `Hooks.recordCallStackOnError` is on.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { result in
            switch result {
            case .success(let element): onSuccess?(element)
            case .failure(let error):
                if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            }
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }

    /// `subscribe(onSuccess:onFailure:onDisposed:)`, each closure also given `object`, held weakly: once
    /// `object` is gone, no closure runs.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                if let object { onSuccess?(object, element) }
            },
            onFailure: { [weak object] error in
                if let object { onFailure?(object, error) }
            },
            onDisposed: { [weak object] in
                if let object { onDisposed?(object) }
            })
    }

    /// A single of `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A single of `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A single that never ends.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// The same single, with side effects; see `ObservableType.do`. `onSuccess` and `afterSuccess` run
    /// around the element.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The element if `predicate` accepts it, else nothing: a `Maybe`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The element transformed by `transform`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// The element transformed by `transform`, or nothing if it returns `nil`: a `Maybe`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// The single `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector))
    }

    /// The maybe `selector` returns for the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result>
    {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// The completable `selector` returns for the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }

    /// The singles of `collection` together: `resultSelector` of their elements, in order, once all have
    /// succeeded (the first error fails it). With no singles, `resultSelector([])`.
    public static func zip<Singles: Swift.Collection, Result>(
        _ collection: Singles, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Singles.Element == Single<Element> {
        if collection.isEmpty {
            return Single<Result>.deferred { .just(try resultSelector([])) }
        }
        return Single(
            raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The singles of `collection` together: their elements, in order, once all have succeeded. With no
    /// singles, `[]`.
    public static func zip<Singles: Swift.Collection>(_ collection: Singles) -> Single<[Element]>
    where Singles.Element == Single<Element> {
        if collection.isEmpty {
            return .just([])
        }
        return Single(raw: Observable.zip(collection.map { $0.asObservable() }))
    }

    /// The same single, but an error is replaced by `element`.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The same sequence as a `Maybe` (it still has its one element).
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// Only how the single ends: its element dropped, a `Completable`.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}
