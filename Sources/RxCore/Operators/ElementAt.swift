extension ObservableType {
    /// The element at `index` (counting from 0), then `completed`. If the sequence completes before
    /// reaching it, the result fails with `RxError.argumentOutOfRange`.
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative")
        return UnaryOperator(asObservable(), name: "element(at:)") { observer in
            ElementAtSink(index: index, observer: observer)
        }
    }
}

final private class ElementAtSink<Element>: Sink<Element, Element> {
    /// How many elements to let by before the one to send; -1 once it was sent.
    private var remaining: Int

    init(index: Int, observer: ObserverNode<Element>) {
        remaining = index
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        // Count the element before sending it: an element the observer sends back in while receiving
        // the one at `index` must not be taken for it too.
        if remaining > 0 {
            remaining -= 1
            return
        }
        guard remaining == 0 else { return }
        remaining = -1
        forwardNext(element)
        forwardCompleted()
    }

    override func onCompleted() {
        forwardError(RxError.argumentOutOfRange)
    }
}
