extension ObservableType {
    /// Each element paired with its index, counting from 0.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        UnaryOperator(asObservable(), name: "enumerated") { observer in
            EnumeratedSink(observer: observer)
        }
    }
}

final private class EnumeratedSink<Element>: Sink<Element, (index: Int, element: Element)> {
    private var index = 0

    override func onNext(_ element: Element) {
        let current = index
        index += 1
        forwardNext((current, element))
    }
}
