import Foundation

extension ObservableType {
    /// At most one element per `dueTime`: an element is sent at once if `dueTime` has passed since the
    /// last one sent; otherwise it is dropped, or (with `latest`, the default) kept so that the latest
    /// such element is sent when the window ends. A completion waits for that element; an error does
    /// not.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        UnaryOperator(asObservable(), name: "throttle") { observer in
            ThrottleSink(
                dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer)
        }
    }
}

final private class ThrottleSink<Element>: SynchronizedSink<Element, Element> {
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    private var lastSentTime: RxTime?
    private var waiting: Element?
    private var completionWaits = false
    private let timer = SerialDisposable()

    init(
        dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: ObserverNode<Element>
    ) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        synchronized {
            let remaining =
                lastSentTime.map { max(dueTime.asSeconds - scheduler.now.timeIntervalSince($0), 0) } ?? 0
            if remaining == 0 {
                waiting = nil
                forwardNext(element)
                lastSentTime = scheduler.now
                return
            }
            guard latest else { return }
            let timerRunning = waiting != nil
            waiting = element
            if timerRunning { return }
            timer.disposable = scheduler.scheduleRelative((), dueTime: .fromSeconds(remaining)) { _ in
                self.windowEnded()
                return Disposables.create()
            }
        }
    }

    private func windowEnded() {
        synchronized {
            if let element = waiting {
                waiting = nil
                forwardNext(element)
                lastSentTime = scheduler.now
            }
            if completionWaits {
                forwardCompleted()
            }
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
            if waiting != nil {
                completionWaits = true
            } else {
                forwardCompleted()
            }
        }
    }

    override func dispose() {
        timer.dispose()
        super.dispose()
    }
}
