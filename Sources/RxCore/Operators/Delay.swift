extension ObservableType {
    /// The same elements and completion, each sent `dueTime` after it arrived, in order. An error is not
    /// delayed: it is sent at once, and the elements still waiting are dropped.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        UnaryOperator(asObservable(), name: "delay") { observer in
            DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer)
        }
    }
}

final private class DelaySink<Element>: SynchronizedSink<Element, Element> {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    /// Events waiting for their time; each scheduled delivery sends the oldest one.
    private var waiting: [Event<Element>] = []
    private let deliveries = CompositeDisposable()

    init(
        dueTime: RxTimeInterval, scheduler: SchedulerType, observer: ObserverNode<Element>
    ) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        delay(.next(element))
    }

    override func onCompleted() {
        delay(.completed)
    }

    override func onError(_ error: Swift.Error) {
        synchronized {
            waiting = []
            forwardError(error)
        }
    }

    override func dispose() {
        deliveries.dispose()
        super.dispose()
    }

    private func delay(_ event: Event<Element>) {
        synchronized { waiting.append(event) }
        // Each delivery leaves `deliveries` once it has run, so a long-lived subscription does not
        // accumulate one disposable per element.
        let delivery = SingleAssignmentDisposable()
        guard let key = deliveries.insert(delivery) else { return }
        delivery.setDisposable(
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                self.synchronized {
                    if !self.waiting.isEmpty {
                        self.forward(self.waiting.removeFirst())
                    }
                }
                self.deliveries.remove(for: key)
                return Disposables.create()
            })
    }
}
