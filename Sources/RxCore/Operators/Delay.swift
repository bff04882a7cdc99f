extension ObservableType {
    /// The same elements and completion, each sent `dueTime` after it arrived, in order. An error is not
    /// delayed: it is sent at once, and the elements still waiting are dropped.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        UnaryOperator(asObservable(), name: "delay") { observer in
            DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer)
        }
    }
}

/// Each event arriving is put in `waiting` and gets a delivery scheduled `dueTime` later; a delivery
/// that comes due sends the oldest waiting event. Events are sent outside the lock (an observer may
/// take its time, or wait for another thread), one at a time: a delivery that comes due while another
/// is sending leaves its event to that one. An error that arrives while an event is being sent is
/// held, and sent as soon as that event has been.
final private class DelaySink<Element>: SynchronizedSink<Element, Element> {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    /// Events waiting for their time, oldest first.
    private var waiting: [Event<Element>] = []
    /// How many of the oldest waiting events have come due.
    private var dueCount = 0
    /// An event is being sent downstream.
    private var isSending = false
    /// An error that arrived while an event was being sent.
    private var heldError: Swift.Error?
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
        let sendNow = synchronized { () -> Bool in
            waiting = []
            dueCount = 0
            if isSending {
                heldError = error
                return false
            }
            return true
        }
        if sendNow { forwardError(error) }
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
                self.comeDue()
                self.deliveries.remove(for: key)
                return Disposables.create()
            })
    }

    /// One more waiting event has come due: sends it, and any that come due meanwhile, unless
    /// another delivery is already sending (it will send this one too).
    private func comeDue() {
        let startsSending = synchronized { () -> Bool in
            dueCount += 1
            if isSending { return false }
            isSending = true
            return true
        }
        guard startsSending else { return }
        while let next = nextToSend() {
            switch next {
            case .event(let event): forward(event)
            case .error(let error):
                forwardError(error)
                return
            }
        }
    }

    private enum Next {
        case event(Event<Element>)
        case error(Swift.Error)
    }

    /// A held error first, else the oldest due event; `nil` (and sending stops) when there is neither.
    private func nextToSend() -> Next? {
        synchronized {
            if let error = heldError {
                heldError = nil
                return .error(error)
            }
            guard dueCount > 0, !waiting.isEmpty else {
                isSending = false
                return nil
            }
            dueCount -= 1
            return .event(waiting.removeFirst())
        }
    }
}
