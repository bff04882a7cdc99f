extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of the most recent inner sequence only: each new inner sequence replaces (and
    /// disposes) the previous one. Completes when the outer sequence and the current inner sequence
    /// have completed.
    public func switchLatest() -> Observable<Element.Element> {
        Switch(source: asObservable(), selector: { $0 })
    }
}

extension ObservableType {
    /// Each element mapped to a sequence by `selector`, keeping only the latest one: a new element
    /// disposes the sequence of the previous element (see `switchLatest()`).
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Switch(source: asObservable(), selector: selector)
    }
}

final private class Switch<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run(_ observer: ObserverNode<Inner.Element>) -> Disposable {
        let sink = SwitchSink(selector: selector, observer: observer)
        sink.setSubscription(sink.run(source))
        return sink
    }
}

final private class SwitchSink<SourceElement, Inner: ObservableConvertibleType>:
    SynchronizedSink<SourceElement, Inner.Element>
{
    private let selector: (SourceElement) throws -> Inner
    private let sourceSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    /// Identifies the current inner sequence; events of older ones are ignored.
    private var latest = 0
    private var hasLatest = false
    private var isSourceStopped = false

    init(
        selector: @escaping (SourceElement) throws -> Inner, observer: ObserverNode<Inner.Element>
    ) {
        self.selector = selector
        super.init(observer: observer)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribeNode(self))
        return Disposables.create(sourceSubscription, innerSubscription)
    }

    override func onNext(_ element: SourceElement) {
        let next: (id: Int, inner: Observable<Inner.Element>)? = synchronized {
            do {
                let inner = try selector(element).asObservable()
                latest += 1
                hasLatest = true
                return (latest, inner)
            } catch {
                forwardError(error)
                return nil
            }
        }
        guard let next else { return }
        let subscription = SingleAssignmentDisposable()
        innerSubscription.disposable = subscription
        let innerObserver = ForwardingObserver<Inner.Element>(
            onNext: { element in
                self.synchronized {
                    if self.latest == next.id { self.forwardNext(element) }
                }
            },
            onError: { error in
                self.synchronized {
                    if self.latest == next.id { self.forwardError(error) }
                }
            },
            onCompleted: {
                self.synchronized {
                    guard self.latest == next.id else { return }
                    self.hasLatest = false
                    if self.isSourceStopped { self.forwardCompleted() }
                }
            })
        subscription.setDisposable(next.inner.subscribeNode(innerObserver))
    }

    override func onError(_ error: Swift.Error) {
        synchronized { forwardError(error) }
    }

    override func onCompleted() {
        synchronized {
            isSourceStopped = true
            sourceSubscription.dispose()
            if !hasLatest { forwardCompleted() }
        }
    }
}
