extension ObservableType {
    /// The same sequence, resubscribed after every error, forever (until it completes).
    public func retry() -> Observable<Element> {
        Retry(source: asObservable(), maxAttemptCount: nil)
    }

    /// The same sequence, subscribed at most `maxAttemptCount` times: after that many errors the last
    /// error ends the result.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry: maxAttemptCount can't be negative")
        return Retry(source: asObservable(), maxAttemptCount: maxAttemptCount)
    }
}

final private class Retry<Element>: Producer<Element> {
    override var chainName: String {
        "retry"
    }

    private let source: Observable<Element>
    private let maxAttemptCount: Int?

    init(source: Observable<Element>, maxAttemptCount: Int?) {
        self.source = source
        self.maxAttemptCount = maxAttemptCount
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        if maxAttemptCount == 0 {
            let sink = PassThroughSink(observer: observer)
            sink.onCompleted()
            return sink as Node
        }
        let sink = RetrySink(
            source: source, maxAttemptCount: maxAttemptCount, observer: observer)
        sink.setSubscription(sink.run())
        return sink as Node
    }
}

/// Subscribes its source again after each error. The source is subscribed synchronously (during the
/// subscription, then at each error, as in RxSwift); a source that fails while being subscribed is
/// retried by a loop rather than by recursion (see `SubscriptionLoop`).
final private class RetrySink<Element>: Sink<Element, Element> {
    private let source: Observable<Element>
    private let maxAttemptCount: Int?
    private var attempts = 0
    private let subscription = SerialDisposable()
    private let loop = SubscriptionLoop()

    init(
        source: Observable<Element>, maxAttemptCount: Int?, observer: ObserverNode<Element>
    ) {
        self.source = source
        self.maxAttemptCount = maxAttemptCount
        super.init(observer: observer)
    }

    func run() -> Disposable {
        subscribeAgain()
        return subscription
    }

    private func subscribeAgain() {
        loop.run {
            if isDisposed { return }
            attempts += 1
            let attempt = SingleAssignmentDisposable()
            subscription.disposable = attempt
            let observer = ForwardingObserver<Element>(
                onNext: { self.forwardNext($0) },
                onError: { self.attemptFailed($0) },
                onCompleted: { self.forwardCompleted() })
            attempt.setDisposable(source.subscribeNode(observer))
        }
    }

    private func attemptFailed(_ error: Swift.Error) {
        if let maxAttemptCount, attempts >= maxAttemptCount {
            forwardError(error)
        } else {
            subscribeAgain()
        }
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }
}
