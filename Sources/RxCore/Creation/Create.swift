import Synchronization

extension ObservableType {
    /// A sequence defined by a closure: each subscription calls `subscribe` with an observer to send
    /// events to, and disposes the `Disposable` it returns when the subscription ends.
    ///
    /// The observer enforces the grammar: anything sent after a terminal event, or after disposal, is
    /// dropped.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
        -> Observable<Element>
    {
        AnonymousObservable(subscribe)
    }
}

final private class AnonymousObservable<Element>: Producer<Element> {
    override var chainName: String {
        "create"
    }

    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = AnonymousObservableSink(observer: observer)
        sink.setSubscription(subscribeHandler(AnyObserver(sink)))
        return sink as Node
    }
}

final private class AnonymousObservableSink<Element>: Sink<Element, Element> {
    private let isStopped = Atomic<Bool>(false)

    override func onNext(_ element: Element) {
        if isStopped.load(ordering: .relaxed) { return }
        forwardNext(element)
    }

    override func onError(_ error: Swift.Error) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardError(error)
    }

    override func onCompleted() {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardCompleted()
    }
}
