extension ObservableType {
    /// A sequence made afresh for each subscription by `observableFactory`; an error it throws becomes
    /// the sequence's error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element>
    {
        Deferred(observableFactory)
    }
}

final private class Deferred<Element>: Producer<Element> {
    private let factory: () throws -> Observable<Element>

    init(_ factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = PassThroughSink(observer: observer)
        do {
            sink.setSubscription(try factory().subscribeNode(sink))
            return sink
        } catch {
            sink.onError(error)
            return sink
        }
    }
}
