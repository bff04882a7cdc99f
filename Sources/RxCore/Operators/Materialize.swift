extension ObservableType {
    /// Every event as an element: `next(e)` becomes `next(.next(e))`, and a terminal event becomes an
    /// element followed by `completed`. The result never fails.
    public func materialize() -> Observable<Event<Element>> {
        UnaryOperator(asObservable(), name: "materialize") { observer in
            MaterializeSink(observer: observer)
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// The reverse of `materialize`: elements that are events become those events again.
    public func dematerialize() -> Observable<Element.Element> {
        UnaryOperator(asObservable(), name: "dematerialize") { observer in
            DematerializeSink(observer: observer)
        }
    }
}

final private class MaterializeSink<Element>: Sink<Element, Event<Element>> {
    override func onNext(_ element: Element) {
        forwardNext(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        forwardNext(.error(error))
        forwardCompleted()
    }

    override func onCompleted() {
        forwardNext(.completed)
        forwardCompleted()
    }
}

final private class DematerializeSink<Convertible: EventConvertible>: Sink<Convertible, Convertible.Element> {
    override func onNext(_ element: Convertible) {
        forward(element.event)
    }
}
