/// A `PublishSubject` that can't end: it only accepts elements, so its subscribers never see an error
/// or a completion. The usual channel for UI events in a view model.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    public init() {
        // In a chain view, the relay is its subject's node.
        ChainTracing.tracer?.fold(subject, as: .plain("PublishRelay"), inputs: [])
    }

    /// Sends `event` to the current subscribers.
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
