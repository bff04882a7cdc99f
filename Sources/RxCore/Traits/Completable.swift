/// The trait of `Completable`: no element, only completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails: work whose result is that it is done. `asCompletable()`
/// returns one.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` ends with: completion or an error.
public enum CompletableEvent {
    /// The error that ended the completable.
    case error(Swift.Error)
    /// The work is done.
    case completed
}

extension CompletableEvent: Equatable {
    /// Equal when the same case; two errors are equal as `Event`'s are (same type, same description).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let l), .error(let r)): return errorsMatch(l, r)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The observer a `Completable.create` closure calls, once.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A completable defined by a closure that calls its observer once with the outcome (later calls
    /// are ignored).
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> Completable
    {
        Completable(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// Subscribes a closure that receives the outcome, once.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.subscribeFirstEvent { event in
            switch event {
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for the completion and the error; `onDisposed` runs when the subscription
    /// ends. Without `onError`, an error goes to `Hooks.defaultErrorHandler`, with the call stack of this
    /// subscription if `Hooks.recordCallStackOnError` is on.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { event in
            switch event {
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            case .completed: onCompleted?()
            }
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }

    /// `subscribe(onCompleted:onError:onDisposed:)`, each closure also given `object`, held weakly: once
    /// `object` is gone, no closure runs.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                if let object { onCompleted?(object) }
            },
            onError: { [weak object] error in
                if let object { onError?(object, error) }
            },
            onDisposed: { [weak object] in
                if let object { onDisposed?(object) }
            })
    }

    /// A completable that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A completable that never ends.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A completable that completes at once.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }

    /// The same completable, with side effects; see `ObservableType.do`.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
                onDispose: onDispose))
    }

    /// This completable, then `second` once it completes.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// The completables of `sequence` one after another, each subscribed when the one before completes
    /// (`sequence` is read lazily); the first error ends it.
    public static func concat<Completables: Swift.Sequence>(_ sequence: Completables) -> Completable
    where Completables.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The completables of `collection` one after another; the first error ends it.
    public static func concat<Completables: Swift.Collection>(_ collection: Completables) -> Completable
    where Completables.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// `sources` one after another; the first error ends it.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The completables of `sources` at the same time: it completes when all have, and the first error
    /// ends it.
    public static func zip<Completables: Swift.Collection>(_ sources: Completables) -> Completable
    where Completables.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The completables of `sources` at the same time: it completes when all have, and the first error
    /// ends it.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// `sources` at the same time: it completes when all have, and the first error ends it.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}
