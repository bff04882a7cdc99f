extension ObservableType {
    /// An element only once `dueTime` has passed without another one: each element restarts the wait,
    /// and only the last element of a burst is sent. On completion a waiting element is sent at once,
    /// then `completed`; an error drops it.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        UnaryOperator(asObservable(), name: "debounce") { observer in
            DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer)
        }
    }
}

final private class DebounceSink<Element>: SynchronizedSink<Element, Element> {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private var waiting: Element?
    /// Identifies the latest element, so an earlier element's timer does nothing.
    private var latestID = 0
    private let timer = SerialDisposable()

    init(
        dueTime: RxTimeInterval, scheduler: SchedulerType, observer: ObserverNode<Element>
    ) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        let id: Int = synchronized {
            latestID += 1
            waiting = element
            return latestID
        }
        timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
            self.synchronized {
                if id == self.latestID, let element = self.waiting {
                    self.waiting = nil
                    self.forwardNext(element)
                }
            }
            return Disposables.create()
        }
    }

    override func onError(_ error: Swift.Error) {
        synchronized {
            waiting = nil
            forwardError(error)
        }
    }

    override func onCompleted() {
        synchronized {
            if let element = waiting {
                waiting = nil
                forwardNext(element)
            }
            forwardCompleted()
        }
    }

    override func dispose() {
        timer.dispose()
        super.dispose()
    }
}
