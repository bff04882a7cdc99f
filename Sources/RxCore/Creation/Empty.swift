extension ObservableType {
    /// A sequence that completes at once, with no elements.
    public static func empty() -> Observable<Element> {
        Empty()
    }

    /// A sequence that never sends anything.
    public static func never() -> Observable<Element> {
        NeverObservable()
    }

    /// A sequence that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Fail(error)
    }
}

final private class Empty<Element>: Observable<Element> {
    override var chainName: String {
        "empty"
    }

    override func subscribeUntraced(_ observer: ObserverNode<Element>) -> Disposable {
        observer.onCompleted()
        return Disposables.create()
    }
}

final private class NeverObservable<Element>: Observable<Element> {
    override var chainName: String {
        "never"
    }

    override func subscribeUntraced(_ observer: ObserverNode<Element>) -> Disposable {
        Disposables.create()
    }
}

final private class Fail<Element>: Observable<Element> {
    override var chainName: String {
        "error"
    }

    private let error: Swift.Error

    init(_ error: Swift.Error) {
        self.error = error
    }

    override func subscribeUntraced(_ observer: ObserverNode<Element>) -> Disposable {
        observer.onError(error)
        return Disposables.create()
    }
}
