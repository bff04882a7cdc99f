/// A `ReplaySubject` that can't end: it replays its buffered elements to each new subscriber and only
/// accepts elements.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
        // In a chain view, the relay is its subject's node.
        ChainTracing.tracer?.fold(subject, as: .plain("ReplayRelay"), inputs: [])
    }

    /// A relay that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Buffers `event` and sends it to the current subscribers.
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
