extension ObservableType {
    /// Only the elements for which `predicate` is `true`. An error thrown by `predicate` ends the
    /// sequence with that error.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        UnaryOperator(asObservable()) { observer, cancel in
            FilterSink(predicate: predicate, observer: observer, cancel: cancel)
        }
    }
}

final private class FilterSink<Element>: Sink<Element, Element> {
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, observer: ObserverNode<Element>, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    override func onNext(_ element: Element) {
        do {
            if try predicate(element) {
                forwardNext(element)
            }
        } catch {
            forwardError(error)
        }
    }
}
