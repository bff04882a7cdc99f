extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of every inner sequence, as they come. Completes when the outer sequence and every
    /// inner sequence have completed; the first error from any of them ends it.
    public func merge() -> Observable<Element.Element> {
        Merge(source: asObservable(), selector: { $0 }, policy: .unbounded)
    }

    /// Like `merge()`, but with at most `maxConcurrent` inner sequences subscribed at once; the others
    /// wait, in order, for a place.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:): maxConcurrent must be positive")
        return Merge(source: asObservable(), selector: { $0 }, policy: .limited(maxConcurrent))
    }

    /// The inner sequences one after another: each is subscribed when the previous one completes.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Each element mapped to a sequence by `selector`; the elements of all those sequences, merged.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Merge(source: asObservable(), selector: selector, policy: .unbounded)
    }

    /// Like `flatMap`, but while the sequence of one element is running, new elements are dropped.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Merge(source: asObservable(), selector: selector, policy: .dropWhileBusy)
    }

    /// Like `flatMap`, but one sequence at a time: the sequence of each element is subscribed when the
    /// previous one completes.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Merge(source: asObservable(), selector: selector, policy: .limited(1))
    }

    /// The elements of all `sources`, as they come (see `merge()`).
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.from(sources).merge()
    }

    /// The elements of all `sources`, as they come (see `merge()`).
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.from(sources).merge()
    }

    /// The elements of all `sources`, as they come (see `merge()`).
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable.from(sources).merge()
    }

    /// This sequence, then `second` once this one completes.
    public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Element>
    where Second.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// `sources` one after another (see `concat()`).
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.from(sources).concat()
    }

    /// `sources` one after another (see `concat()`).
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable.from(sources).concat()
    }
}

/// How many inner sequences a merge runs at once.
private enum MergePolicy {
    /// All of them (`merge`, `flatMap`).
    case unbounded
    /// At most this many; the others wait in line (`merge(maxConcurrent:)`, `concat`, `concatMap`).
    case limited(Int)
    /// One; elements that arrive meanwhile are dropped (`flatMapFirst`).
    case dropWhileBusy
}

final private class Merge<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner
    private let policy: MergePolicy

    init(
        source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner,
        policy: MergePolicy
    ) {
        self.source = source
        self.selector = selector
        self.policy = policy
    }

    override func run(_ observer: ObserverNode<Inner.Element>) -> Disposable {
        let sink = MergeSink(selector: selector, policy: policy, observer: observer)
        sink.setSubscription(sink.run(source))
        return sink
    }
}

final private class MergeSink<SourceElement, Inner: ObservableConvertibleType>:
    SynchronizedSink<SourceElement, Inner.Element>
{
    private let selector: (SourceElement) throws -> Inner
    private let policy: MergePolicy
    private let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private var activeCount = 0
    private var waiting: [Observable<Inner.Element>] = []
    private var isSourceStopped = false

    init(
        selector: @escaping (SourceElement) throws -> Inner, policy: MergePolicy,
        observer: ObserverNode<Inner.Element>
    ) {
        self.selector = selector
        self.policy = policy
        super.init(observer: observer)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribeNode(self))
        return group
    }

    override func onNext(_ element: SourceElement) {
        let inner: Observable<Inner.Element>? = synchronized {
            if case .dropWhileBusy = policy, activeCount > 0 { return nil }
            do {
                let inner = try selector(element).asObservable()
                if case .limited(let limit) = policy, activeCount >= limit {
                    waiting.append(inner)
                    return nil
                }
                activeCount += 1
                return inner
            } catch {
                forwardError(error)
                return nil
            }
        }
        if let inner {
            subscribeInner(inner)
        }
    }

    override func onError(_ error: Swift.Error) {
        synchronized { forwardError(error) }
    }

    override func onCompleted() {
        synchronized {
            isSourceStopped = true
            if activeCount == 0 {
                forwardCompleted()
            } else {
                sourceSubscription.dispose()
            }
        }
    }

    private func subscribeInner(_ inner: Observable<Inner.Element>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        let innerObserver = ForwardingObserver<Inner.Element>(
            onNext: { element in self.synchronized { self.forwardNext(element) } },
            onError: { error in self.synchronized { self.forwardError(error) } },
            onCompleted: { self.innerCompleted(key) })
        subscription.setDisposable(inner.subscribeNode(innerObserver))
    }

    private func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        synchronized {
            group.remove(for: key)
            if !waiting.isEmpty {
                subscribeInner(waiting.removeFirst())
                return
            }
            activeCount -= 1
            if isSourceStopped && activeCount == 0 {
                forwardCompleted()
            }
        }
    }
}
