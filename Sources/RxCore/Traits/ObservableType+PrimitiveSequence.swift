extension ObservableType {
    /// The sequence as a `Single`: its one element, or `RxError.noElements` if it completes empty, or
    /// `RxError.moreThanOneElement` if it sends a second one.
    public func asSingle() -> Single<Element> {
        Single(
            raw: UnaryOperator(asObservable(), name: "asSingle") { observer in
                AsSingleSink(observer: observer)
            })
    }

    /// The sequence as a `Maybe`: its one element or none, or `RxError.moreThanOneElement` if it sends
    /// a second one.
    public func asMaybe() -> Maybe<Element> {
        Maybe(
            raw: UnaryOperator(asObservable(), name: "asMaybe") { observer in
                AsMaybeSink(observer: observer)
            })
    }

    /// The first element as a `Single`, sent as soon as it comes (the source's subscription then
    /// ends); `nil` if the source completes without one.
    public func first() -> Single<Element?> {
        Single(
            raw: UnaryOperator(asObservable(), name: "first") { observer in
                FirstSink(observer: observer)
            })
    }

    /// All the elements, in one array sent when the sequence completes.
    public func toArray() -> Single<[Element]> {
        Single(
            raw: UnaryOperator(asObservable(), name: "toArray") { observer in
                ToArraySink(observer: observer)
            })
    }
}

extension ObservableType where Element == Never {
    /// The sequence, which has no elements, as a `Completable` (`ignoreElements()` makes one of any
    /// sequence).
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

final private class ToArraySink<Element>: Sink<Element, [Element]> {
    private var elements: [Element] = []

    override func onNext(_ element: Element) {
        elements.append(element)
    }

    override func onCompleted() {
        forwardNext(elements)
        forwardCompleted()
    }
}

final private class FirstSink<Element>: Sink<Element, Element?> {
    override func onNext(_ element: Element) {
        forwardNext(element)
        forwardCompleted()
    }

    override func onCompleted() {
        forwardNext(nil)
        forwardCompleted()
    }
}

final private class AsSingleSink<Element>: Sink<Element, Element> {
    private var element: Element?

    override func onNext(_ element: Element) {
        if self.element != nil {
            return forwardError(RxError.moreThanOneElement)
        }
        self.element = element
    }

    override func onCompleted() {
        guard let element else {
            return forwardError(RxError.noElements)
        }
        forwardNext(element)
        forwardCompleted()
    }
}

final private class AsMaybeSink<Element>: Sink<Element, Element> {
    private var element: Element?

    override func onNext(_ element: Element) {
        if self.element != nil {
            return forwardError(RxError.moreThanOneElement)
        }
        self.element = element
    }

    override func onCompleted() {
        if let element {
            forwardNext(element)
        }
        forwardCompleted()
    }
}
