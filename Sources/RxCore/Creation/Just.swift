extension ObservableType {
    /// A sequence of one element: `next(element)` then `completed`, at subscription time.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }

    /// A sequence of one element, sent (then `completed`) on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableSequence([element], scheduler: scheduler, name: "just")
    }
}

/// Sends its element and completes, synchronously; it keeps no state per subscription.
@usableFromInline
final class Just<Element>: Observable<Element> {
    override package var chainName: String {
        "just"
    }

    private let element: Element

    @usableFromInline
    init(_ element: Element) {
        self.element = element
    }

    override func subscribeUntraced(_ observer: ObserverNode<Element>) -> Disposable {
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }
}
