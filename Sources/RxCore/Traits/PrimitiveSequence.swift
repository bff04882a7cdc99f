/// A sequence with a contract narrower than `Observable`'s, as RxSwift's `PrimitiveSequence`: its trait
/// (`SingleTrait`, `MaybeTrait`, `CompletableTrait`) says which events it may send, and its operators
/// return sequences that keep that promise.
///
/// It is not an `ObservableType`: an `Observable` operator applies only after `asObservable()`. The
/// operators every trait shares are below; each trait's own are in its file (`Single.swift`,
/// `Maybe.swift`, `Completable.swift`).
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

/// What `Single`, `Maybe` and `Completable` have in common, for code generic over the three: each is a
/// `PrimitiveSequence` of some trait.
public protocol PrimitiveSequenceType {
    /// The trait: which events the sequence may send.
    associatedtype Trait
    /// The type of the element (`Never` for a `Completable`).
    associatedtype Element

    /// The sequence itself, as the concrete struct.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as a plain observable.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence {
    /// Subscribes `observer` to the first event only: a trait's outcome is its first event (a `Single`'s
    /// element, then its completion, is one outcome). Each trait's `subscribe(_:)` maps it to its own
    /// kind of event.
    func subscribeFirstEvent(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        var stopped = false
        return source.subscribe { event in
            guard !stopped else { return }
            stopped = true
            observer(event)
        }
    }
}

extension PrimitiveSequence {
    /// A sequence of the same trait made by `observableFactory` for each subscription (a factory that
    /// throws fails that subscription with its error).
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
    }

    /// A sequence of the same trait whose lifetime holds a resource: `resourceFactory` makes it at each
    /// subscription, `primitiveSequenceFactory` makes the sequence from it, and the resource is
    /// disposed when that subscription ends.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(
                resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() }))
    }

    /// The same sequence, its element and completion sent `dueTime` later on `scheduler` (an error is
    /// not delayed).
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// The same sequence, subscribed `dueTime` after the subscription, on `scheduler`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// The same sequence, its events delivered on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// The same sequence, subscribed (and disposed) on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// The same sequence, but an error is replaced by the sequence of the same trait `handler` returns
    /// for it.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// The same sequence, subscribed again after an error, `maxAttemptCount` subscriptions in all; the
    /// last attempt's error ends it.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// The same sequence, subscribed again when the trigger `notificationHandler` makes of its errors
    /// (of type `Error`) sends an element; see `ObservableType.retry(when:)`.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// `retry(when:)` for errors of any type.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// The same sequence, printing its subscription, events and disposal; see `ObservableType.debug`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// The same sequence, failing with `RxError.timeout` if it has not ended `dueTime` after the
    /// subscription.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// The same sequence, switching to `other` if it has not ended `dueTime` after the subscription.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// A sequence of the trait that sends 0 after `dueTime`, on `scheduler`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
