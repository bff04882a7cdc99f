extension ObservableType {
    /// The elements split into consecutive windows, each an `Observable` of its elements: a window is
    /// sent when the previous one ends (the first on subscription), and it ends when it holds `count`
    /// elements or when `timeSpan` has passed since it began, whichever comes first.
    ///
    /// Windows are hot: subscribe to one when it arrives to get its elements. The source's error or
    /// completion ends the current window and this sequence. Disposing the subscription stops new
    /// windows, but the source stays subscribed until no window is subscribed either. `count` must be
    /// positive.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        precondition(count > 0, "window: count must be positive")
        return Window(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final private class Window<Element>: Producer<Observable<Element>> {
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

    override var chainName: String {
        "window"
    }

    override func run(_ observer: ObserverNode<Observable<Element>>) -> Disposable {
        let sink = WindowSink(timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
        // Disposing the sink lets go of the owner's hold; the windows' subscriptions hold the rest.
        sink.setSubscription(sink.refCount)
        sink.openFirstWindow()
        sink.sourceSubscription.setDisposable(source.subscribeNode(sink))
        return sink as Node
    }
}

final private class WindowSink<Element>: SynchronizedSink<Element, Observable<Element>> {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    // The state below is only touched under the lock.
    /// The current window's subject.
    private var window = PublishSubject<Element>()
    /// How many elements the current window has had.
    private var elementCount = 0
    /// Identifies the current window, so that the timer of an earlier one does nothing.
    private var windowID = 0

    let sourceSubscription = SingleAssignmentDisposable()
    /// The current window's timer.
    private let timer = SerialDisposable()
    /// Keeps the source and the timer going while this sink or any window's subscription needs them.
    let refCount: RefCountDisposable

    init(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType,
        observer: ObserverNode<Observable<Element>>
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        refCount = RefCountDisposable(disposable: Disposables.create(timer, sourceSubscription))
        super.init(observer: observer)
    }

    /// Sends the first window and starts its timer (before the source is subscribed).
    func openFirstWindow() {
        synchronized {
            sendWindow()
            startTimer()
        }
    }

    override func onNext(_ element: Element) {
        synchronized {
            window.onNext(element)
            elementCount += 1
            if elementCount == count {
                startNextWindow()
            }
        }
    }

    override func onError(_ error: Swift.Error) {
        synchronized {
            window.onError(error)
            forwardError(error)
        }
    }

    override func onCompleted() {
        synchronized {
            window.onCompleted()
            forwardCompleted()
        }
    }

    /// Sends the current window downstream as a sequence. Call under the lock.
    private func sendWindow() {
        forwardNext(AddRef(subject: window, refCount: refCount, name: "window"))
    }

    /// Ends the current window and sends a new one, with a timer of its own. Call under the lock.
    private func startNextWindow() {
        window.onCompleted()
        window = PublishSubject()
        elementCount = 0
        windowID += 1
        sendWindow()
        startTimer()
    }

    /// Starts the current window's timer, which replaces the previous one. Call under the lock.
    private func startTimer() {
        timer.disposable = scheduler.scheduleRelative(windowID, dueTime: timeSpan) { id in
            self.synchronized {
                if id == self.windowID { self.startNextWindow() }
            }
            return Disposables.create()
        }
    }
}
