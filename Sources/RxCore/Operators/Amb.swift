extension ObservableType {
    /// Whichever of this sequence and `right` sends its first event (of any kind) first; the other one
    /// is disposed at that moment.
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element>
    where Right.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }

    /// Whichever of `sequence` sends its first event (of any kind) first; all the others are disposed at
    /// that moment.
    public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Amb(sources: Array(sequence))
    }
}

final private class Amb<Element>: Producer<Element> {
    override var chainName: String {
        "amb"
    }

    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = AmbSink(observer: observer)
        sink.setSubscription(sink.run(sources))
        return sink as Node
    }
}

final private class AmbSink<Element>: SynchronizedSink<Never, Element> {
    private var winner: Int?
    private var subscriptions: [SingleAssignmentDisposable] = []

    func run(_ sources: [Observable<Element>]) -> Disposable {
        subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        for (index, source) in sources.enumerated() {
            let racer = ForwardingObserver<Element>(
                onNext: { element in
                    if self.claim(index) { self.forwardNext(element) }
                },
                onError: { error in
                    if self.claim(index) { self.forwardError(error) }
                },
                onCompleted: {
                    if self.claim(index) { self.forwardCompleted() }
                })
            subscriptions[index].setDisposable(source.subscribeNode(racer))
        }
        return Disposables.create(subscriptions)
    }

    /// Whether the source at `index` may deliver: the first source to ask wins the race, and the
    /// others are disposed.
    private func claim(_ index: Int) -> Bool {
        let losers: [SingleAssignmentDisposable] = synchronized {
            guard winner == nil else { return [] }
            winner = index
            return subscriptions.enumerated().filter { $0.offset != index }.map(\.element)
        }
        for loser in losers {
            loser.dispose()
        }
        return synchronized { winner == index }
    }
}
