extension ObservableType {
    /// The elements in arrays: an array is sent when it holds `count` elements, or when `timeSpan` has
    /// passed since the previous array (then possibly empty), and on completion.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<
        [Element]
    > {
        precondition(count > 0, "buffer: count must be positive")
        return Buffer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final private class Buffer<Element>: Producer<[Element]> {
    override var chainName: String {
        "buffer"
    }

    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<[Element]>) -> Disposable {
        let sink = BufferSink(
            timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
        sink.startWindow()
        sink.setSubscription(Disposables.create(sink.timer, source.subscribeNode(sink)))
        return sink as Node
    }
}

final private class BufferSink<Element>: SynchronizedSink<Element, [Element]> {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private var buffer: [Element] = []
    /// Identifies the current window, so the timer of an earlier window does nothing.
    private var windowID = 0
    let timer = SerialDisposable()

    init(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: ObserverNode<[Element]>
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    /// Starts a window: its timer ends it after `timeSpan`. Call under the lock (or before subscribing).
    func startWindow() {
        windowID += 1
        timer.disposable = scheduler.scheduleRelative(windowID, dueTime: timeSpan) { id in
            self.synchronized {
                if id == self.windowID { self.sendBuffer() }
            }
            return Disposables.create()
        }
    }

    /// Sends the buffer (even empty) and starts a new window. Call under the lock.
    private func sendBuffer() {
        let elements = buffer
        buffer = []
        forwardNext(elements)
        startWindow()
    }

    override func onNext(_ element: Element) {
        synchronized {
            buffer.append(element)
            if buffer.count == count {
                sendBuffer()
            }
        }
    }

    override func onError(_ error: Swift.Error) {
        synchronized {
            buffer = []
            forwardError(error)
        }
    }

    override func onCompleted() {
        synchronized {
            forwardNext(buffer)
            forwardCompleted()
        }
    }
}
