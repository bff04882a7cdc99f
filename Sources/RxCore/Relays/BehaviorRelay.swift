/// A `BehaviorSubject` that can't end: it holds a current `value`, replays it to each new subscriber,
/// and only accepts elements. The usual home of UI state in a view model.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        // In a chain view, the relay is its subject's node.
        ChainTracing.tracer?.fold(subject, as: .plain("BehaviorRelay"), inputs: [])
    }

    /// The current value.
    public var value: Element {
        // The subject never fails and is never disposed, so `value()` can't throw.
        // swift-format-ignore: NeverUseForceTry
        try! subject.value()
    }

    /// Makes `event` the current value and sends it to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
