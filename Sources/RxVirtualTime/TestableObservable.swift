import RxCore

/// An observable that sends recorded events at virtual times and logs every subscription to it.
///
/// Made by `TestScheduler.createHotObservable` or `createColdObservable`.
public class TestableObservable<Element>: ObservableType {
    /// The scheduler whose clock the events follow.
    public let testScheduler: TestScheduler
    /// The events this observable sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription so far: when it started and (once disposed) when it ended.
    public internal(set) var subscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("TestableObservable is abstract")
    }

    /// Logs a subscription starting now; returns its index, for `endSubscription`.
    func beginSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        return subscriptions.count - 1
    }

    /// Logs that subscription `index` ended now.
    func endSubscription(_ index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
}

/// A hot test observable: its events happen at absolute virtual times whether or not anyone is
/// subscribed; a subscriber sees those after it subscribed.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(key: Int, on: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            // The scheduler keeps the observable alive until its last event has happened.
            testScheduler.scheduleAt(recorded.time) {
                for observer in self.observers {
                    observer.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.append((key, observer.on))
        let index = beginSubscription()
        return Disposables.create { [weak self] in
            self?.observers.removeAll { $0.key == key }
            self?.endSubscription(index)
        }
    }
}

/// A cold test observable: each subscription gets all of its events, at times relative to the
/// moment it subscribed.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = beginSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            let item = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            }
            scheduled.insert(item)
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.endSubscription(index)
        }
    }
}
