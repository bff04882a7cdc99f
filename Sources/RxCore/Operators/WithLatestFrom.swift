extension ObservableType {
    /// For each element, the latest element of `second` combined by `resultSelector`. Elements that
    /// arrive before `second` has sent anything are dropped.
    ///
    /// `second` is subscribed first. Its error ends the result; its completion does not (its last
    /// element stays in use). The result completes when this sequence completes.
    public func withLatestFrom<Second: ObservableConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        WithLatestFrom(source: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// For each element, the latest element of `second` (see `withLatestFrom(_:resultSelector:)`).
    public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<
        Second.Element
    > {
        withLatestFrom(second) { $1 }
    }
}

final private class WithLatestFrom<Element, Second, Result>: Producer<Result> {
    override var chainName: String {
        "withLatestFrom"
    }

    private let source: Observable<Element>
    private let second: Observable<Second>
    private let resultSelector: (Element, Second) throws -> Result

    init(
        source: Observable<Element>, second: Observable<Second>,
        resultSelector: @escaping (Element, Second) throws -> Result
    ) {
        self.source = source
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = WithLatestFromSink(resultSelector: resultSelector, observer: observer)
        let secondSubscription = SingleAssignmentDisposable()
        let secondObserver = ForwardingObserver<Second>(
            onNext: { element in sink.synchronized { sink.latest = element } },
            onError: { error in sink.synchronized { sink.forwardError(error) } },
            onCompleted: { secondSubscription.dispose() })
        secondSubscription.setDisposable(second.subscribeNode(secondObserver))
        let sourceSubscription = source.subscribeNode(sink)
        sink.setSubscription(Disposables.create(secondSubscription, sourceSubscription))
        return sink as Node
    }
}

final private class WithLatestFromSink<Element, Second, Result>: SynchronizedSink<Element, Result> {
    private let resultSelector: (Element, Second) throws -> Result
    /// The latest element of the second sequence.
    var latest: Second?

    init(
        resultSelector: @escaping (Element, Second) throws -> Result, observer: ObserverNode<Result>
    ) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        synchronized {
            guard let latest else { return }
            do {
                forwardNext(try resultSelector(element, latest))
            } catch {
                forwardError(error)
            }
        }
    }

    override func onError(_ error: Swift.Error) {
        synchronized { forwardError(error) }
    }

    override func onCompleted() {
        synchronized { forwardCompleted() }
    }
}
