extension ObservableType {
    /// The source's elements; if it completes without one, `default`, then `completed`.
    public func ifEmpty(default: Element) -> Observable<Element> {
        UnaryOperator(asObservable(), name: "ifEmpty(default:)") { observer in
            DefaultIfEmptySink(default: `default`, observer: observer)
        }
    }

    /// The source's elements; if it completes without one, the elements (and the end) of `other`,
    /// subscribed then.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), other: other)
    }
}

final private class DefaultIfEmptySink<Element>: Sink<Element, Element> {
    private let defaultElement: Element
    private var isEmpty = true

    init(default: Element, observer: ObserverNode<Element>) {
        defaultElement = `default`
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        isEmpty = false
        forwardNext(element)
    }

    override func onCompleted() {
        if isEmpty { forwardNext(defaultElement) }
        forwardCompleted()
    }
}

/// `ifEmpty(switchTo:)`: the source, then `other` if the source sent nothing.
final private class SwitchIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override var chainName: String {
        "ifEmpty(switchTo:)"
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SwitchIfEmptySink(other: other, observer: observer)
        sink.setSubscription(Disposables.create(sink.sourceSubscription, sink.otherSubscription))
        sink.sourceSubscription.setDisposable(source.subscribeNode(sink))
        return sink as Node
    }
}

final private class SwitchIfEmptySink<Element>: Sink<Element, Element> {
    private let other: Observable<Element>
    /// The source's subscription, then, if it sent nothing, `other`'s: two, so that a source that
    /// completes while it is being subscribed can start `other` before its own is set.
    let sourceSubscription = SingleAssignmentDisposable()
    let otherSubscription = SingleAssignmentDisposable()
    private var isEmpty = true
    private var switched = false

    init(other: Observable<Element>, observer: ObserverNode<Element>) {
        self.other = other
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        isEmpty = false
        forwardNext(element)
    }

    override func onCompleted() {
        guard isEmpty, !switched else {
            forwardCompleted()
            return
        }
        switched = true
        otherSubscription.setDisposable(other.subscribeNode(self))
    }
}
