extension ObservableType {
    /// The same sequence, but an error is replaced by the sequence `handler` returns for it (an error
    /// thrown by `handler` ends the result with that error).
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<
        Element
    > {
        Catch(source: asObservable(), handler: handler, name: "catch")
    }

    /// The same sequence, but an error is replaced by `element` followed by `completed`.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) }, name: "catchAndReturn")
    }

    /// The sequences of `sequence` one after another, moving to the next one after each error: the
    /// first to complete completes the result; if they all fail, the last error ends it (an empty
    /// `sequence` completes at once). `sequence` is iterated lazily, one sequence at a time.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        SourceIterating(sequence, name: "catch(sequence:)") { iterator, observer in
            CatchSequenceSink(iterator: iterator, observer: observer)
        }
    }
}

final private class Catch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>
    private let name: StaticString

    init(
        source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>,
        name: StaticString
    ) {
        self.source = source
        self.handler = handler
        self.name = name
    }

    override var chainName: String {
        name.description
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = CatchSink(handler: handler, observer: observer)
        sink.setSubscription(sink.run(source))
        return sink as Node
    }
}

final private class CatchSink<Element>: Sink<Element, Element> {
    private let handler: (Swift.Error) throws -> Observable<Element>
    private let subscription = SerialDisposable()

    init(
        handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: ObserverNode<Element>
    ) {
        self.handler = handler
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribeNode(self))
        return subscription
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func onError(_ error: Swift.Error) {
        do {
            let replacement = try handler(error)
            let continuation = ForwardingObserver<Element>(
                onNext: { self.forwardNext($0) },
                onError: { self.forwardError($0) },
                onCompleted: { self.forwardCompleted() })
            subscription.disposable = replacement.subscribeNode(continuation)
        } catch {
            forwardError(error)
        }
    }
}

/// Moves to the next source after each error; ends with the last error when there are no more.
final private class CatchSequenceSink<Sources: Sequence, Element>: SourceIteratingSink<Sources, Element>
where Sources.Element == Observable<Element> {
    private var lastError: Swift.Error?

    override func onError(_ error: Swift.Error) {
        lastError = error
        subscribeNext()
    }

    override func sourcesExhausted() {
        if let lastError {
            forwardError(lastError)
        } else {
            forwardCompleted()
        }
    }
}
