extension ObservableType {
    /// Only the terminal event: every element is dropped.
    public func ignoreElements() -> Observable<Never> {
        UnaryOperator(asObservable()) { observer, cancel in
            IgnoreElementsSink(observer: observer, cancel: cancel)
        }
    }
}

final private class IgnoreElementsSink<Element>: Sink<Element, Never> {
    override func onNext(_ element: Element) {}
}
