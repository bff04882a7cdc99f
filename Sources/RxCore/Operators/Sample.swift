extension ObservableType {
    /// The latest element, each time `sampler` ticks: a tick (an element or the completion of
    /// `sampler`) sends the element that arrived since the previous tick, if any (else `defaultValue`,
    /// if given).
    ///
    /// This sequence is subscribed first. Its completion is held until the next tick, which then also
    /// completes the result; an error from either sequence ends the result at once.
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

final private class Sample<Element, SamplerElement>: Producer<Element> {
    override var chainName: String {
        "sample"
    }

    private let source: Observable<Element>
    private let sampler: Observable<SamplerElement>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SamplerElement>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SampleSink(defaultValue: defaultValue, observer: observer)
        sink.sourceSubscription.setDisposable(source.subscribeNode(sink))
        let tick = ForwardingObserver<SamplerElement>(
            onNext: { _ in sink.tick() },
            onError: { error in sink.synchronized { sink.forwardError(error) } },
            onCompleted: { sink.tick() })
        let samplerSubscription = sampler.subscribeNode(tick)
        sink.setSubscription(Disposables.create(sink.sourceSubscription, samplerSubscription))
        return sink as Node
    }
}

final private class SampleSink<Element>: SynchronizedSink<Element, Element> {
    private let defaultValue: Element?
    private var fresh: Element?
    private var sourceCompleted = false
    let sourceSubscription = SingleAssignmentDisposable()

    init(defaultValue: Element?, observer: ObserverNode<Element>) {
        self.defaultValue = defaultValue
        super.init(observer: observer)
    }

    func tick() {
        synchronized {
            if let element = fresh {
                fresh = nil
                forwardNext(element)
            } else if let defaultValue {
                forwardNext(defaultValue)
            }
            if sourceCompleted {
                forwardCompleted()
            }
        }
    }

    override func onNext(_ element: Element) {
        synchronized { fresh = element }
    }

    override func onError(_ error: Swift.Error) {
        synchronized { forwardError(error) }
    }

    override func onCompleted() {
        synchronized {
            sourceCompleted = true
            sourceSubscription.dispose()
        }
    }
}
