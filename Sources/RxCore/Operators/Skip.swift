extension ObservableType {
    /// The elements after the first `count`.
    public func skip(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "skip: count can't be negative")
        return UnaryOperator(asObservable(), name: "skip") { observer in
            SkipCountSink(count: count, observer: observer)
        }
    }

    /// The elements from the first one for which `predicate` is `false` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        UnaryOperator(asObservable(), name: "skip(while:)") { observer in
            SkipWhileSink(predicate: predicate, observer: observer)
        }
    }
}

final private class SkipCountSink<Element>: Sink<Element, Element> {
    private var remaining: Int

    init(count: Int, observer: ObserverNode<Element>) {
        remaining = count
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
        } else {
            forwardNext(element)
        }
    }
}

final private class SkipWhileSink<Element>: Sink<Element, Element> {
    private let predicate: (Element) throws -> Bool
    private var skipping = true

    init(predicate: @escaping (Element) throws -> Bool, observer: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        do {
            if skipping {
                skipping = try predicate(element)
            }
            if !skipping {
                forwardNext(element)
            }
        } catch {
            forwardError(error)
        }
    }
}
