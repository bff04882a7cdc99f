import Marbles
import RxCore
import RxVirtualTime

/// The events and subscriptions of one recorded stream, as labels at virtual times.
final class StreamRecorder {
    let name: String
    private var events: [MarbleEvent] = []
    private var subscriptions: [Subscription] = []

    init(name: String) {
        self.name = name
    }

    func append<Element>(_ event: Event<Element>, at time: TestTime, label: (Element) -> String) {
        switch event {
        case .next(let element): events.append(MarbleEvent(time: time, kind: .next(label(element))))
        case .error(let error):
            events.append(MarbleEvent(time: time, kind: .error(String(describing: error))))
        case .completed: events.append(MarbleEvent(time: time, kind: .completed))
        }
    }

    /// Records a subscription at `time`; returns its index, for `unsubscribed(_:at:)`.
    func subscribed(at time: TestTime) -> Int {
        subscriptions.append(Subscription(time))
        return subscriptions.count - 1
    }

    /// Records the end, at `time`, of the subscription `index` returned.
    func unsubscribed(_ index: Int, at time: TestTime) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, time)
    }

    var stream: MarbleStream {
        MarbleStream(name: name, events: events, subscriptions: subscriptions)
    }
}
