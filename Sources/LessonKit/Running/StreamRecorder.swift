import Marbles
import RxCore
import RxVirtualTime

/// The events and subscriptions of one recorded stream, as labels at virtual times.
final class StreamRecorder {
    let name: String
    private var events: [MarbleEvent] = []
    private var subscriptions: [Subscription] = []
    /// The index in `subscriptions` of each live subscription, by its start time (a stream can be
    /// subscribed several times).
    private var open: [(start: TestTime, index: Int)] = []

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

    func subscribed(at time: TestTime) {
        open.append((time, subscriptions.count))
        subscriptions.append(Subscription(time))
    }

    func unsubscribed(at time: TestTime, subscribedAt start: TestTime) {
        guard let position = open.firstIndex(where: { $0.start == start }) else { return }
        subscriptions[open[position].index] = Subscription(start, time)
        open.remove(at: position)
    }

    var stream: MarbleStream {
        MarbleStream(name: name, events: events, subscriptions: subscriptions)
    }
}
