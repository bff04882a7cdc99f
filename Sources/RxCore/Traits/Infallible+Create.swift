/// An event of an `Infallible`: an element or the completion; there is no error case.
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// The sequence ended.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

extension Infallible {
    /// The observer an `Infallible.create` closure calls: elements, then perhaps completion.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// A sequence defined by a closure that sends its events to an observer that can't receive an error.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable)
        -> Infallible<
            Element
        >
    {
        Infallible(
            Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }
}
