extension ObservableType {
    /// Each element paired with `object` by `resultSelector`, while `object` is alive. `object` is held
    /// weakly; once it is gone, the next element completes the sequence instead.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        // The observable itself holds `object` weakly too: it may outlive the object (a stored
        // sequence, or one kept while subscribed), and must not keep it alive.
        UnaryOperator(asObservable(), name: "withUnretained") { [weak object] observer in
            WithUnretainedSink(
                object: object, resultSelector: resultSelector, observer: observer)
        }
    }

    /// Each element paired with `object`, while `object` is alive (see `withUnretained(_:resultSelector:)`).
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

final private class WithUnretainedSink<Element, Object: AnyObject, Out>: Sink<Element, Out> {
    private weak var object: Object?
    private let resultSelector: (Object, Element) -> Out

    init(
        object: Object?, resultSelector: @escaping (Object, Element) -> Out, observer: ObserverNode<Out>
    ) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        guard let object else {
            return forwardCompleted()
        }
        forwardNext(resultSelector(object, element))
    }
}
