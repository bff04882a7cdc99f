extension ObservableType where Element: RxAbstractInteger {
    /// 0, 1, 2, … one every `period`, the first one `period` after subscription. Never completes.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: period, period: period, scheduler: scheduler, name: "interval")
    }

    /// 0 after `dueTime`, then (with a `period`) 1, 2, … every `period`. Without a period it completes
    /// after the 0.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    )
        -> Observable<Element>
    {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler, name: "timer")
    }
}

final private class Timer<Element: RxAbstractInteger>: Producer<Element> {
    fileprivate let dueTime: RxTimeInterval
    fileprivate let period: RxTimeInterval?
    fileprivate let scheduler: SchedulerType
    private let name: StaticString

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType, name: StaticString) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
        self.name = name
    }

    override var chainName: String {
        name.description
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TimerSink(observer: observer)
        sink.setSubscription(sink.run(self))
        return sink as Node
    }
}

final private class TimerSink<Element: RxAbstractInteger>: Sink<Never, Element> {
    func run(_ parent: Timer<Element>) -> Disposable {
        guard let period = parent.period else {
            return parent.scheduler.scheduleRelative((), dueTime: parent.dueTime) { _ in
                self.forwardNext(0)
                self.forwardCompleted()
                return Disposables.create()
            }
        }
        return parent.scheduler.schedulePeriodic(Element(0), startAfter: parent.dueTime, period: period) {
            count in
            self.forwardNext(count)
            return count &+ 1
        }
    }
}
