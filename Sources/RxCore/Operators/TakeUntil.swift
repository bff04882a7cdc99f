extension ObservableType {
    /// The elements until `other` sends an element; then `completed`.
    ///
    /// `other` is subscribed first. If `other` fails, the result fails; if `other` completes without an
    /// element, it no longer matters and the sequence runs on.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }
}

final private class TakeUntil<Element, Other>: Producer<Element> {
    override var chainName: String {
        "take(until:)"
    }

    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TakeUntilSink(observer: observer)
        let otherSubscription = SingleAssignmentDisposable()
        let trigger = ForwardingObserver<Other>(
            onNext: { _ in sink.synchronized { sink.forwardCompleted() } },
            onError: { error in sink.synchronized { sink.forwardError(error) } },
            onCompleted: { otherSubscription.dispose() })
        otherSubscription.setDisposable(other.subscribeNode(trigger))
        let sourceSubscription = source.subscribeNode(sink)
        sink.setSubscription(Disposables.create(otherSubscription, sourceSubscription))
        return sink as Node
    }
}

final private class TakeUntilSink<Element>: SynchronizedSink<Element, Element> {
    override func onNext(_ element: Element) {
        synchronized { forwardNext(element) }
    }

    override func onError(_ error: Swift.Error) {
        synchronized { forwardError(error) }
    }

    override func onCompleted() {
        synchronized { forwardCompleted() }
    }
}
