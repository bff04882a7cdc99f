extension ObservableType {
    /// The elements sent during the first `duration` after subscription; then `completed`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimeWindow(
            source: asObservable(), duration: duration, scheduler: scheduler,
            passesElementsDuringWindow: true,
            name: "take(for:)")
    }

    /// The elements sent after the first `duration` since subscription. Terminal events always pass.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimeWindow(
            source: asObservable(), duration: duration, scheduler: scheduler,
            passesElementsDuringWindow: false, name: "skip(_:scheduler:)")
    }
}

/// `take(for:)` and `skip(_:scheduler:)`: a timer started at subscription (before the source is
/// subscribed) splits time into a window and what comes after it.
final private class TimeWindow<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType
    private let passesElementsDuringWindow: Bool
    private let name: StaticString

    init(
        source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType,
        passesElementsDuringWindow: Bool, name: StaticString
    ) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        self.passesElementsDuringWindow = passesElementsDuringWindow
        self.name = name
    }

    override var chainName: String {
        name.description
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TimeWindowSink(
            passesElementsDuringWindow: passesElementsDuringWindow, observer: observer)
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.windowEnded()
            return Disposables.create()
        }
        sink.setSubscription(Disposables.create(timer, source.subscribeNode(sink)))
        return sink as Node
    }
}

final private class TimeWindowSink<Element>: SynchronizedSink<Element, Element> {
    private let passesElementsDuringWindow: Bool
    private var windowIsOpen = true

    init(passesElementsDuringWindow: Bool, observer: ObserverNode<Element>) {
        self.passesElementsDuringWindow = passesElementsDuringWindow
        super.init(observer: observer)
    }

    func windowEnded() {
        synchronized {
            windowIsOpen = false
            if passesElementsDuringWindow { forwardCompleted() }
        }
    }

    override func onNext(_ element: Element) {
        synchronized {
            if windowIsOpen == passesElementsDuringWindow { forwardNext(element) }
        }
    }

    override func onError(_ error: Swift.Error) {
        synchronized { forwardError(error) }
    }

    override func onCompleted() {
        synchronized { forwardCompleted() }
    }
}
