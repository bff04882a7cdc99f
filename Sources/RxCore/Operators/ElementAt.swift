extension ObservableType {
    /// The element at `index` (counting from 0), then `completed`. If the sequence completes before
    /// reaching it, the result fails with `RxError.argumentOutOfRange`.
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative")
        return UnaryOperator(asObservable()) { observer in
            ElementAtSink(index: index, observer: observer)
        }
    }
}

final private class ElementAtSink<Element>: Sink<Element, Element> {
    private var remaining: Int

    init(index: Int, observer: ObserverNode<Element>) {
        remaining = index
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        if remaining == 0 {
            forwardNext(element)
            forwardCompleted()
        }
        remaining -= 1
    }

    override func onCompleted() {
        forwardError(RxError.argumentOutOfRange)
    }
}
