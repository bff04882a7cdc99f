extension ObservableType {
    /// The same sequence, resubscribed when the trigger says so.
    ///
    /// `notificationHandler` receives the errors of this sequence (of type `Error`) and returns a
    /// trigger. After each error: a trigger element resubscribes this sequence; a trigger error ends the
    /// result with that error; a trigger completion completes the result. Errors of another type end the
    /// result at once. The handler is called once per subscription.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// `retry(when:)` for errors of any type.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }
}

final private class RetryWhen<Element, Trigger: ObservableType, Failure: Swift.Error>: Producer<Element> {
    override var chainName: String {
        "retry(when:)"
    }

    private let source: Observable<Element>
    private let notificationHandler: (Observable<Failure>) -> Trigger

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> Trigger) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = RetryWhenSink<Element, Trigger.Element, Failure>(
            source: source, observer: observer)
        sink.setSubscription(
            sink.run(trigger: notificationHandler(sink.errors.asObservable()).asObservable()))
        return sink as Node
    }
}

final private class RetryWhenSink<Element, TriggerElement, Failure: Swift.Error>: Sink<Element, Element> {
    private let source: Observable<Element>
    /// The errors of the source, as the notification handler sees them.
    let errors = PublishSubject<Failure>()
    /// The trigger's events; listened to only between an error and the decision it brings.
    private let notifier = PublishSubject<TriggerElement>()
    private let attempt = SerialDisposable()
    private let listener = SerialDisposable()
    private let loop = SubscriptionLoop()

    init(source: Observable<Element>, observer: ObserverNode<Element>) {
        self.source = source
        super.init(observer: observer)
    }

    func run(trigger: Observable<TriggerElement>) -> Disposable {
        let triggerSubscription = trigger.subscribe(notifier)
        subscribeSource()
        return Disposables.create(triggerSubscription, attempt, listener)
    }

    /// Subscribes the source (again), synchronously as in RxSwift; a source that fails while being
    /// subscribed, and is retried at once, is subscribed again by a loop rather than by recursion (see
    /// `SubscriptionLoop`).
    ///
    /// The listener of the previous error is dropped only here, when the new attempt really starts:
    /// when the trigger asks for a retry while the failed attempt is still being subscribed, an end of
    /// the trigger that follows at once still ends the result (as in RxSwift).
    private func subscribeSource() {
        loop.run {
            if isDisposed { return }
            listener.disposable = Disposables.create()
            let subscription = SingleAssignmentDisposable()
            attempt.disposable = subscription
            subscription.setDisposable(
                source.subscribeNode(
                    ForwardingObserver<Element>(
                        onNext: { self.forwardNext($0) },
                        onError: { self.sourceFailed($0) },
                        onCompleted: { self.forwardCompleted() })))
        }
    }

    private func sourceFailed(_ error: Swift.Error) {
        guard let failure = error as? Failure else {
            return forwardError(error)
        }
        attempt.disposable = Disposables.create()
        listener.disposable = notifier.subscribeNode(
            ForwardingObserver<TriggerElement>(
                onNext: { _ in self.subscribeSource() },
                onError: { self.forwardError($0) },
                onCompleted: { self.forwardCompleted() }))
        errors.onNext(failure)
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }
}
