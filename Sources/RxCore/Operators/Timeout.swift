extension ObservableType {
    /// The same sequence, failing with `RxError.timeout` if `dueTime` passes (from subscription, or
    /// from the last element) without an element.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(
            source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout),
            scheduler: scheduler)
    }

    /// The same sequence, switching to `other` if `dueTime` passes (from subscription, or from the last
    /// element) without an element.
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Other, scheduler: SchedulerType
    ) -> Observable<Element> where Other.Element == Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

final private class Timeout<Element>: Producer<Element> {
    override var chainName: String {
        "timeout"
    }

    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType

    init(
        source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>,
        scheduler: SchedulerType
    ) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TimeoutSink(
            dueTime: dueTime, other: other, scheduler: scheduler, observer: observer)
        sink.setSubscription(sink.run(source))
        return sink as Node
    }
}

final private class TimeoutSink<Element>: SynchronizedSink<Element, Element> {
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType
    private let subscription = SerialDisposable()
    private let timer = SerialDisposable()
    /// Identifies the latest timer, so an outdated one does nothing.
    private var timerID = 0
    private var switchedToOther = false

    init(
        dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType,
        observer: ObserverNode<Element>
    ) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        startTimer(timerID)
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribeNode(self))
        return Disposables.create(subscription, timer)
    }

    private func startTimer(_ id: Int) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
            self.timerFired(id)
            return Disposables.create()
        }
    }

    private func timerFired(_ id: Int) {
        let switching: Bool = synchronized {
            guard id == timerID, !switchedToOther else { return false }
            switchedToOther = true
            return true
        }
        guard switching else { return }
        let continuation = ForwardingObserver<Element>(
            onNext: { self.forwardNext($0) },
            onError: { self.forwardError($0) },
            onCompleted: { self.forwardCompleted() })
        subscription.disposable = other.subscribeNode(continuation)
    }

    override func onNext(_ element: Element) {
        let id: Int? = synchronized {
            guard !switchedToOther else { return nil }
            timerID += 1
            forwardNext(element)
            return timerID
        }
        if let id {
            startTimer(id)
        }
    }

    override func onError(_ error: Swift.Error) {
        synchronized {
            if !switchedToOther { forwardError(error) }
        }
    }

    override func onCompleted() {
        synchronized {
            if !switchedToOther { forwardCompleted() }
        }
    }
}
