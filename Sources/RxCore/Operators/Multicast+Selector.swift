extension ObservableType {
    /// For each subscription, the sequence `selector` builds from the source shared through one
    /// subject made by `subjectSelector`: however often `selector` subscribes to what it is given, the
    /// source is subscribed once, when the built sequence has been subscribed.
    ///
    /// `Observable.zip(shared, shared)` inside the selector, for example, pairs each element with
    /// itself from a single subscription to the source. The subscription to the source ends with the
    /// built sequence's. An error thrown by either closure ends the sequence with that error, and the
    /// source is not subscribed.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelector(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

final private class MulticastSelector<Subject: SubjectType, Result>: Producer<Result> {
    private let source: Observable<Subject.Observer.Element>
    private let subjectSelector: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(
        source: Observable<Subject.Observer.Element>, subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override var chainName: String {
        "multicast"
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = PassThroughSink(observer: observer)
        do {
            let shared = source.multicast(try subjectSelector())
            let built = try selector(shared.asObservable())
            // The built sequence is subscribed first, so that it misses none of the source's elements.
            let subscription = built.subscribeNode(sink)
            sink.setSubscription(Disposables.create(subscription, shared.connect()))
        } catch {
            sink.setSubscription(Disposables.create())
            sink.forwardError(error)
        }
        return sink as Node
    }
}
