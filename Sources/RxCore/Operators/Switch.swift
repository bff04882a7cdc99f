extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of the most recent inner sequence only: each new inner sequence replaces (and
    /// disposes) the previous one. Completes when the outer sequence and the current inner sequence
    /// have completed.
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}

extension ObservableType {
    /// Each element mapped to a sequence by `selector`, keeping only the latest one: a new element
    /// disposes the sequence of the previous element (see `switchLatest()`).
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        UnaryOperator(asObservable(), name: "flatMapLatest") { observer in
            SwitchSink(selector: selector, observer: observer)
        }
    }
}

@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>:
    SynchronizedSink<SourceElement, Inner.Element>
{
    @usableFromInline
    typealias Element = Inner.Element

    private let selector: (SourceElement) throws -> Inner
    // The state below is only touched under the lock.
    /// The observer of the current inner sequence (it holds its subscription).
    @exclusivity(unchecked) private var current: Node?
    @exclusivity(unchecked) private var isSourceStopped = false

    @usableFromInline
    init(selector: @escaping (SourceElement) throws -> Inner, observer: ObserverNode<Element>) {
        self.selector = selector
        super.init(observer: observer)
    }

    override func onNext(_ element: SourceElement) {
        let inner: Observable<Element>
        do {
            inner = try synchronized { try selector(element).asObservable() }
        } catch {
            return synchronized { forwardError(error) }
        }
        let observer = SwitchInnerObserver(parent: self)
        replaceCurrent(with: observer)
        observer.setSubscription(inner.subscribeNode(observer))
    }

    /// Makes `observer` the current inner observer and disposes the previous one. Once the sink is
    /// disposed (possibly by the selector, while the element that brought `observer` is handled) there
    /// is no current observer any more: `observer` is disposed too, so its subscription ends as soon as
    /// it is set.
    private func replaceCurrent(with observer: Node?) {
        let (previous, rejected): (Node?, Node?) = synchronized {
            let previous = current
            if isDisposed {
                current = nil
                return (previous, observer)
            }
            current = observer
            return (previous, nil)
        }
        previous?.dispose()
        rejected?.dispose()
    }

    /// Whether `observer` belongs to the current inner sequence. Call under the lock.
    func isCurrent(_ observer: Node) -> Bool {
        current === observer
    }

    /// The current inner sequence completed. Call under the lock.
    func currentCompleted() {
        current = nil
        if isSourceStopped { forwardCompleted() }
    }

    override func onError(_ error: Swift.Error) {
        synchronized { forwardError(error) }
    }

    /// Ends the subscription, including the current inner sequence's.
    @usableFromInline
    override func dispose() {
        super.dispose()
        replaceCurrent(with: nil)
    }

    override func onCompleted() {
        synchronized {
            isSourceStopped = true
            disposeUpstream()
            if current == nil { forwardCompleted() }
        }
    }
}

/// The observer of one inner sequence of a switch: passes its events on while it is the current one.
/// It holds its own subscription.
final private class SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType>:
    Sink<Inner.Element, Inner.Element>
{
    private let parent: SwitchSink<SourceElement, Inner>

    init(parent: SwitchSink<SourceElement, Inner>) {
        self.parent = parent
        super.init(observer: parent.observer)
    }

    override func onNext(_ element: Inner.Element) {
        parent.synchronized {
            if parent.isCurrent(self) { parent.forwardNext(element) }
        }
    }

    override func onError(_ error: Swift.Error) {
        parent.synchronized {
            if parent.isCurrent(self) { parent.forwardError(error) }
        }
    }

    override func onCompleted() {
        parent.synchronized {
            if parent.isCurrent(self) { parent.currentCompleted() }
        }
        dispose()
    }
}
