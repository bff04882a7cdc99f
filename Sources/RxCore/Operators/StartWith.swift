extension ObservableType {
    /// `elements` first, in order, then the sequence itself.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

final private class StartWith<Element>: Producer<Element> {
    override var chainName: String {
        "startWith"
    }

    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = PassThroughSink(observer: observer)
        for element in elements {
            sink.onNext(element)
        }
        sink.setSubscription(source.subscribeNode(sink))
        return sink as Node
    }
}
