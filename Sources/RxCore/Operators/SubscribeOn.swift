extension ObservableType {
    /// The same sequence, but subscribing to it (and disposing that subscription) happens on
    /// `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: asObservable(), scheduler: scheduler)
    }
}

final private class SubscribeOn<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
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
                let upstream = source.subscribeNode(sink)
                subscription.disposable = Disposables.create {
                    _ = scheduler.schedule(()) { _ in
                        upstream.dispose()
                        return Disposables.create()
                    }
                }
                return Disposables.create()
            })
        sink.setSubscription(subscription)
        return sink
    }
}
