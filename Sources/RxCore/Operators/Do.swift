extension ObservableType {
    /// The same sequence, with side effects: each handler runs at the moment its name says. A handler
    /// that throws ends the sequence with that error.
    ///
    /// Order: `onSubscribe` runs before subscribing upstream and `onSubscribed` after; `onNext` runs
    /// before the element is passed on and `afterNext` after (likewise for errors and completion);
    /// `onDispose` runs when the subscription ends, whatever ended it.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let handlers = DoHandlers(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted)
        return Do(
            source: asObservable(), handlers: handlers, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
            onDispose: onDispose)
    }
}

private struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
}

final private class Do<Element>: Producer<Element> {
    override var chainName: String {
        "do"
    }

    private let source: Observable<Element>
    private let handlers: DoHandlers<Element>
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>, handlers: DoHandlers<Element>, onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        onSubscribe?()
        let sink = DoSink(handlers: handlers, observer: observer)
        let subscription = source.subscribeNode(sink)
        onSubscribed?()
        let onDispose = self.onDispose
        let wrapped = Disposables.create {
            subscription.dispose()
            onDispose?()
        }
        sink.setSubscription(wrapped)
        return sink as Node
    }
}

final private class DoSink<Element>: Sink<Element, Element> {
    private let handlers: DoHandlers<Element>

    init(handlers: DoHandlers<Element>, observer: ObserverNode<Element>) {
        self.handlers = handlers
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        do {
            try handlers.onNext?(element)
            forwardNext(element)
            try handlers.afterNext?(element)
        } catch {
            forwardError(error)
        }
    }

    // A terminal event goes out, then its `after` handler runs, then the subscription ends (and
    // `onDispose` runs), as in RxSwift. The event is already out when the `after` handler runs, so an
    // error that handler throws can't follow it: it is dropped.

    override func onError(_ error: Swift.Error) {
        do {
            try handlers.onError?(error)
        } catch {
            return forwardError(error)
        }
        if !isDisposed {
            observer.onError(error)
        }
        try? handlers.afterError?(error)
        dispose()
    }

    override func onCompleted() {
        do {
            try handlers.onCompleted?()
        } catch {
            return forwardError(error)
        }
        if !isDisposed {
            observer.onCompleted()
        }
        try? handlers.afterCompleted?()
        dispose()
    }
}
