extension ObservableType {
    /// For each subscription, a resource made by `resourceFactory` and the sequence `observableFactory`
    /// makes with it: the sequence's events, and the resource disposed when the subscription ends
    /// (after the sequence's subscription). An error thrown by either factory ends the sequence with
    /// that error (the resource, if made, is disposed).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final private class Using<Element, Resource: Disposable>: Producer<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override var chainName: String {
        "using"
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = PassThroughSink(observer: observer)
        var resource: Resource?
        do {
            let made = try resourceFactory()
            resource = made
            let source = try observableFactory(made)
            sink.setSubscription(Disposables.create(source.subscribeNode(sink), made))
        } catch {
            sink.setSubscription(resource.map { $0 as Disposable } ?? Disposables.create())
            sink.forwardError(error)
        }
        return sink as Node
    }
}
