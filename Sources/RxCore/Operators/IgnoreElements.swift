extension ObservableType {
    /// Only the terminal event: every element is dropped.
    public func ignoreElements() -> Observable<Never> {
        UnaryOperator(asObservable(), name: "ignoreElements") { observer in
            IgnoreElementsSink(observer: observer)
        }
    }
}

final private class IgnoreElementsSink<Element>: Sink<Element, Never> {
    override func onNext(_ element: Element) {}
}
