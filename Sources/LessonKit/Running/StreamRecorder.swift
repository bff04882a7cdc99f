import Marbles
import RxCore
import RxVirtualTime

/// The events and subscriptions of one recorded stream, as labels at virtual times, each event with
/// the subscription that received it.
final class StreamRecorder {
    let name: String
    private var events: [MarbleEvent] = []
    /// For each event, the index of the subscription that received it (`nil`: none, a built-in lane).
    private var receivers: [Int?] = []
    private var subscriptions: [Subscription] = []
    /// The CSS colour of each label that stands for a colour value.
    private(set) var colors: [String: String] = [:]

    init(name: String) {
        self.name = name
    }

    func append<Element>(
        _ event: Event<Element>, at time: TestTime, label: (Element) -> String, subscription: Int? = nil
    ) {
        receivers.append(subscription)
        switch event {
        case .next(let element):
            let text = label(element)
            if let color = CSSColor.of(element) { colors[text] = color }
            events.append(MarbleEvent(time: time, kind: .next(text)))
        case .error(let error):
            events.append(MarbleEvent(time: time, kind: .error(MarbleEvent.errorLabel(error))))
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

    /// Everything recorded, as one stream (what an expectation about `name` is checked against).
    var stream: MarbleStream {
        MarbleStream(name: name, events: events, subscriptions: subscriptions)
    }

    /// The lanes to draw: the stream, or, when it was subscribed more than once, one lane per
    /// subscription (`request #1`, `request #2`, …), each with its own events, `^` and `!`.
    var lanes: [MarbleStream] {
        guard subscriptions.count > 1 else { return [stream] }
        return subscriptions.enumerated().map { index, subscription in
            MarbleStream(
                name: "\(name) #\(index + 1)",
                events: zip(events, receivers).filter { $0.1 == index }.map(\.0),
                subscriptions: [subscription])
        }
    }
}
