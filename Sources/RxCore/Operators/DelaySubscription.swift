extension ObservableType {
    /// The same sequence, subscribed `dueTime` after the subscription to the result.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element>
    {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final private class DelaySubscription<Element>: Producer<Element> {
    override var chainName: String {
        "delaySubscription"
    }

    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = PassThroughSink(observer: observer)
        let source = self.source
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            source.subscribeNode(sink)
        }
        sink.setSubscription(subscription)
        return sink as Node
    }
}
