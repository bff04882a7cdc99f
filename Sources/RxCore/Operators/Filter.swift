extension ObservableType {
    /// Only the elements for which `predicate` is `true`. An error thrown by `predicate` ends the
    /// sequence with that error.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        UnaryOperator(asObservable(), name: "filter") { observer in
            FilterSink(predicate: predicate, observer: observer)
        }
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element, Element> {
    private let predicate: (Element) throws -> Bool

    @usableFromInline
    init(predicate: @escaping (Element) throws -> Bool, observer: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
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
