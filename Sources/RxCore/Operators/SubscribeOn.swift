extension ObservableType {
    /// The same sequence, but subscribing to it (and disposing that subscription) happens on
    /// `scheduler`.
    ///
    /// `self` is subscribed as it is (not through `asObservable()`), so the subscription to it ends
    /// only through that scheduled disposal, even after it sent a terminal event.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

final private class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    override var chainName: String {
        "subscribe(on:)"
    }

    typealias Element = Source.Element

    private let source: Source
    private let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = PassThroughSink(observer: observer)
        let subscription = SerialDisposable()
        let scheduled = SingleAssignmentDisposable()
        subscription.disposable = scheduled
        let scheduler = self.scheduler
        let source = self.source
        scheduled.setDisposable(
            scheduler.schedule(()) { _ in
                let upstream = source.subscribe(sink)
                subscription.disposable = Disposables.create {
                    _ = scheduler.schedule(()) { _ in
                        upstream.dispose()
                        return Disposables.create()
                    }
                }
                return Disposables.create()
            })
        sink.setSubscription(subscription)
        return sink as Node
    }
}
