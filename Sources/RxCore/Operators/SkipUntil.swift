extension ObservableType {
    /// The elements from the moment `other` sends its first element on.
    ///
    /// This sequence is subscribed first, then `other`. An error from `other` ends the result. If
    /// `other` completes without an element, the gate stays closed for good. The completion of this
    /// sequence is passed on only once the gate is open; before that, the result just stops.
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }
}

final private class SkipUntil<Element, Other>: Producer<Element> {
    override var chainName: String {
        "skip(until:)"
    }

    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SkipUntilSink(observer: observer)
        let sourceSubscription = source.subscribeNode(sink)
        let otherSubscription = SingleAssignmentDisposable()
        let gate = ForwardingObserver<Other>(
            onNext: { _ in
                sink.synchronized { sink.isOpen = true }
                otherSubscription.dispose()
            },
            onError: { error in sink.synchronized { sink.forwardError(error) } },
            onCompleted: { otherSubscription.dispose() })
        otherSubscription.setDisposable(other.subscribeNode(gate))
        sink.setSubscription(Disposables.create(sourceSubscription, otherSubscription))
        return sink as Node
    }
}

final private class SkipUntilSink<Element>: SynchronizedSink<Element, Element> {
    /// Whether `other` has sent an element.
    var isOpen = false

    override func onNext(_ element: Element) {
        synchronized {
            if isOpen { forwardNext(element) }
        }
    }

    override func onError(_ error: Swift.Error) {
        synchronized { forwardError(error) }
    }

    override func onCompleted() {
        synchronized {
            if isOpen {
                forwardCompleted()
            } else {
                dispose()
            }
        }
    }
}
