/// Something that receives the events of a sequence.
///
/// Contract: a sequence calls `on` serially (never from two threads at once for one subscription) and
/// never after a terminal event.
public protocol ObserverType {
    /// The type of the elements this observer receives.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `next(element)`.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `completed`.
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `error(error)`.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }

    /// This observer with its type erased.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer of `Result` that transforms each element with `transform` and sends it here.
    /// An error thrown by `transform` is sent here as `error`.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result>
    {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
