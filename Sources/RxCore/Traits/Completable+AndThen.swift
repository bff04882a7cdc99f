extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// This completable, then the single `second`, subscribed when this one completes: a `Single`.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: AndThen(completable: primitiveSequence.source, second: second.source))
    }

    /// This completable, then the maybe `second`, subscribed when this one completes: a `Maybe`.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: AndThen(completable: primitiveSequence.source, second: second.source))
    }

    /// This completable, then the completable `second`, subscribed when this one completes.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: AndThen(completable: primitiveSequence.source, second: second.source))
    }

    /// This completable, then the elements of `second`, subscribed when this one completes.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        AndThen(completable: primitiveSequence.source, second: second)
    }
}

/// `andThen`: the completable first; when it completes, `second`, whose events are the result's. An
/// error of the completable ends the result and `second` is never subscribed.
final private class AndThen<Element>: Producer<Element> {
    private let completable: Observable<Never>
    private let second: Observable<Element>

    init(completable: Observable<Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
    }

    override var chainName: String {
        "andThen"
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = AndThenSink(second: second, observer: observer)
        sink.setSubscription(Disposables.create(sink.completableSubscription, sink.secondSubscription))
        sink.completableSubscription.setDisposable(completable.subscribeNode(sink))
        return sink as Node
    }
}

final private class AndThenSink<Element>: Sink<Never, Element> {
    private let second: Observable<Element>
    /// The completable's subscription, then `second`'s: two, so that a completable that completes while
    /// it is being subscribed can start `second` before its own is set.
    let completableSubscription = SingleAssignmentDisposable()
    let secondSubscription = SingleAssignmentDisposable()

    init(second: Observable<Element>, observer: ObserverNode<Element>) {
        self.second = second
        super.init(observer: observer)
    }

    override func onNext(_ element: Never) {}

    override func onCompleted() {
        // The completable is done: its subscription (and what it holds) goes now, not with the result's.
        completableSubscription.dispose()
        let forwarder = ForwardingObserver<Element>(
            onNext: { self.forwardNext($0) }, onError: { self.forwardError($0) },
            onCompleted: { self.forwardCompleted() })
        secondSubscription.setDisposable(second.subscribeNode(forwarder))
    }
}
