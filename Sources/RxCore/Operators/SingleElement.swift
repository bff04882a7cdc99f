extension ObservableType {
    /// The source's one element, sent as it comes, then `completed` when the source completes; a
    /// second element ends it with `RxError.moreThanOneElement`, a source that completes without one
    /// with `RxError.noElements`.
    public func single() -> Observable<Element> {
        UnaryOperator(asObservable(), name: "single") { observer in
            SingleElementSink(predicate: { _ in true }, observer: observer)
        }
    }

    /// `single()` of the elements for which `predicate` is `true` (the others are dropped). An error
    /// thrown by `predicate` ends the sequence with that error.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        UnaryOperator(asObservable(), name: "single") { observer in
            SingleElementSink(predicate: predicate, observer: observer)
        }
    }
}

final private class SingleElementSink<Element>: Sink<Element, Element> {
    private let predicate: (Element) throws -> Bool
    private var seen = false

    init(predicate: @escaping (Element) throws -> Bool, observer: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        do {
            guard try predicate(element) else { return }
        } catch {
            forwardError(error)
            return
        }
        guard !seen else {
            forwardError(RxError.moreThanOneElement)
            return
        }
        seen = true
        forwardNext(element)
    }

    override func onCompleted() {
        if seen {
            forwardCompleted()
        } else {
            forwardError(RxError.noElements)
        }
    }
}
