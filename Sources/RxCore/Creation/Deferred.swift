extension ObservableType {
    /// A sequence made afresh for each subscription by `observableFactory`; an error it throws becomes
    /// the sequence's error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element>
    {
        Deferred(observableFactory, name: "deferred")
    }
}

/// `deferred`, and the operators made of it (`debug`), which name it.
final class Deferred<Element>: Producer<Element> {
    private let factory: () throws -> Observable<Element>
    private let name: StaticString

    init(_ factory: @escaping () throws -> Observable<Element>, name: StaticString) {
        self.factory = factory
        self.name = name
    }

    override package var chainName: String {
        name.description
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = PassThroughSink(observer: observer)
        do {
            sink.setSubscription(try factory().subscribeNode(sink))
            return sink as Node
        } catch {
            sink.onError(error)
            return sink as Node
        }
    }
}
