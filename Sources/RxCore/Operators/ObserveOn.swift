extension ObservableType {
    /// The same events, delivered on `scheduler`: each event is queued and handed to the observer by
    /// work scheduled there, in order, one event per scheduled step (events that queue up while a step
    /// is pending are delivered by the steps that follow it). Subscribing to the source happens at once,
    /// on the caller's side.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

final private class ObserveOn<Element>: Producer<Element> {
    override var chainName: String {
        "observe(on:)"
    }

    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init()
        if isOnSerialDispatchQueue { Resources.countSerialDispatchQueueObservable(1) }
    }

    deinit {
        if isOnSerialDispatchQueue { Resources.countSerialDispatchQueueObservable(-1) }
    }

    /// Whether RxSwift's `Resources.numberOfSerialDispatchQueueObservables` counts this sequence.
    private var isOnSerialDispatchQueue: Bool {
        scheduler is SerialDispatchQueueScheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer)
        let sourceSubscription = source.subscribeNode(sink)
        sink.setSubscription(Disposables.create(sourceSubscription, sink.drain))
        return sink as Node
    }
}

final private class ObserveOnSink<Element>: SynchronizedSink<Element, Element> {
    private let scheduler: ImmediateSchedulerType
    private var queue: [Event<Element>] = []
    private var isDraining = false
    /// The scheduled delivery work; disposed with the subscription.
    let drain = SerialDisposable()

    init(scheduler: ImmediateSchedulerType, observer: ObserverNode<Element>) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        enqueue(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        enqueue(.error(error))
    }

    override func onCompleted() {
        enqueue(.completed)
    }

    private func enqueue(_ event: Event<Element>) {
        let startDraining: Bool = synchronized {
            queue.append(event)
            if isDraining { return false }
            isDraining = true
            return true
        }
        if startDraining {
            drain.disposable = scheduler.scheduleRecursive(()) { _, recurse in
                if self.deliverNext() { recurse(()) }
            }
        }
    }

    /// Delivers the oldest queued event; returns whether more are waiting.
    private func deliverNext() -> Bool {
        let event: Event<Element>? = synchronized {
            if queue.isEmpty {
                isDraining = false
                return nil
            }
            return queue.removeFirst()
        }
        guard let event else { return false }
        forward(event)
        return synchronized {
            if queue.isEmpty {
                isDraining = false
                return false
            }
            return true
        }
    }
}
