extension ObservableType {
    /// The first `count` elements, then `completed` (at once, for a count of zero).
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take: count can't be negative")
        if count == 0 {
            return Observable.empty()
        }
        return UnaryOperator(asObservable(), name: "take") { observer in
            TakeCountSink(count: count, observer: observer)
        }
    }

    /// The last `count` elements, sent when the sequence completes.
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast: count can't be negative")
        return UnaryOperator(asObservable(), name: "takeLast") { observer in
            TakeLastSink(count: count, observer: observer)
        }
    }
}

final private class TakeCountSink<Element>: Sink<Element, Element> {
    private var remaining: Int

    init(count: Int, observer: ObserverNode<Element>) {
        remaining = count
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        guard remaining > 0 else { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 {
            forwardCompleted()
        }
    }
}

final private class TakeLastSink<Element>: Sink<Element, Element> {
    private let count: Int
    private var buffer: [Element] = []

    init(count: Int, observer: ObserverNode<Element>) {
        self.count = count
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        guard count > 0 else { return }
        if buffer.count == count {
            buffer.removeFirst()
        }
        buffer.append(element)
    }

    override func onCompleted() {
        for element in buffer {
            forwardNext(element)
        }
        forwardCompleted()
    }
}
