/// A type-erased observer: forwards every event to the observer (or closure) it was made from.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives the events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer that calls `eventHandler` for each event.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// An observer that forwards to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.observer = observer.on
        }
    }

    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
