extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of every inner sequence, as they come. Completes when the outer sequence and every
    /// inner sequence have completed; the first error from any of them ends it.
    public func merge() -> Observable<Element.Element> {
        merged(asObservable(), selector: { $0 }, policy: .unbounded, name: "merge")
    }

    /// Like `merge()`, but with at most `maxConcurrent` inner sequences subscribed at once; the others
    /// wait, in order, for a place.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:): maxConcurrent must be positive")
        return merged(
            asObservable(), selector: { $0 }, policy: .limited(maxConcurrent), name: "merge(maxConcurrent:)")
    }

    /// The inner sequences one after another: each is subscribed when the previous one completes.
    public func concat() -> Observable<Element.Element> {
        merged(asObservable(), selector: { $0 }, policy: .limited(1), name: "concat")
    }
}

extension ObservableType {
    /// Each element mapped to a sequence by `selector`; the elements of all those sequences, merged.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merged(asObservable(), selector: selector, policy: .unbounded, name: "flatMap")
    }

    /// Like `flatMap`, but while the sequence of one element is running, new elements are dropped.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merged(asObservable(), selector: selector, policy: .dropWhileBusy, name: "flatMapFirst")
    }

    /// Like `flatMap`, but one sequence at a time: the sequence of each element is subscribed when the
    /// previous one completes.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merged(asObservable(), selector: selector, policy: .limited(1), name: "concatMap")
    }

    /// The elements of all `sources`, as they come (see `merge()`). Every source is subscribed, in
    /// order, during the subscription; it completes once they all have (at once, if there are none).
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeAll(sources)
    }

    /// The elements of all `sources`, as they come (see `merge(_:)`).
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeAll(sources)
    }

    /// The elements of all `sources`, as they come (see `merge(_:)`).
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        MergeAll(Array(sources))
    }
}

/// A static `merge`: every source is subscribed in one go while subscribing, as RxSwift does. (Going
/// through `from(sources).merge()` would subscribe them one trampoline step at a time, behind work
/// already queued there, and change how sources that send on the trampoline interleave.)
final private class MergeAll<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(_ sources: [Observable<Element>]) {
        self.sources = sources
    }

    override var chainName: String {
        "merge"
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = MergeSink<Observable<Element>, Observable<Element>>(
            selector: { $0 }, policy: .unbounded, observer: observer)
        for source in sources {
            sink.subscribeInner(source)
        }
        // There is no outer sequence: its end is now.
        sink.onCompleted()
        return sink as Node
    }
}

/// How many inner sequences a merge runs at once.
@usableFromInline
enum MergePolicy {
    /// All of them (`merge`, `flatMap`).
    case unbounded
    /// At most this many; the others wait in line (`merge(maxConcurrent:)`, `concat`, `concatMap`).
    case limited(Int)
    /// One; elements that arrive meanwhile are dropped (`flatMapFirst`).
    case dropWhileBusy
}

/// The sequence of every merging operator: `selector` maps each element of `source` to an inner
/// sequence, and `policy` says how many run at once; `name` is the operator's.
@inlinable
func merged<SourceElement, Inner: ObservableConvertibleType>(
    _ source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner,
    policy: MergePolicy, name: StaticString
) -> Observable<Inner.Element> {
    UnaryOperator(source, name: name) { observer in
        MergeSink(selector: selector, policy: policy, observer: observer)
    }
}

@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType>:
    SynchronizedSink<SourceElement, Inner.Element>
{
    @usableFromInline
    typealias Element = Inner.Element

    private let selector: (SourceElement) throws -> Inner
    private let policy: MergePolicy
    // The state below is only touched under the lock.
    /// The observers of the subscribed inner sequences (each holds its subscription).
    @exclusivity(unchecked) private var inners = ContiguousArray<Node>()
    /// Inner sequences waiting for a place (`merge(maxConcurrent:)`).
    @exclusivity(unchecked) private var waiting: [Observable<Element>]?
    @exclusivity(unchecked) private var isSourceStopped = false

    @usableFromInline
    init(
        selector: @escaping (SourceElement) throws -> Inner, policy: MergePolicy,
        observer: ObserverNode<Element>
    ) {
        self.selector = selector
        self.policy = policy
        super.init(observer: observer)
    }

    override func onNext(_ element: SourceElement) {
        let inner: Observable<Element>? = synchronized {
            if case .dropWhileBusy = policy, !inners.isEmpty { return nil }
            do {
                let inner = try selector(element).asObservable()
                if case .limited(let limit) = policy, inners.count >= limit {
                    waiting = (waiting ?? []) + [inner]
                    return nil
                }
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
            if inners.isEmpty {
                forwardCompleted()
            } else {
                disposeUpstream()
            }
        }
    }

    fileprivate func subscribeInner(_ inner: Observable<Element>) {
        let observer = MergeInnerObserver(parent: self)
        let accepted = synchronized { () -> Bool in
            if isDisposed { return false }
            inners.append(observer)
            return true
        }
        if accepted {
            observer.setSubscription(inner.subscribeNode(observer))
        }
    }

    /// An inner sequence completed: let the next waiting one in, or complete if everything is done.
    func innerCompleted(_ observer: Node) {
        synchronized {
            if let index = inners.firstIndex(where: { $0 === observer }) {
                inners.remove(at: index)
            }
            observer.dispose()
            if case .limited = policy, let next = waiting?.first {
                waiting?.removeFirst()
                subscribeInner(next)
                return
            }
            if isSourceStopped && inners.isEmpty {
                forwardCompleted()
            }
        }
    }

    /// Ends the subscription, including every inner sequence's.
    @usableFromInline
    override func dispose() {
        super.dispose()
        let observers = synchronized {
            defer { inners = [] }
            return inners
        }
        for observer in observers {
            observer.dispose()
        }
    }
}

/// The observer of one inner sequence of a merge: passes its elements and error on through the merge's
/// sink, and tells it when the inner sequence completes. It holds its own subscription.
final private class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType>:
    Sink<Inner.Element, Inner.Element>
{
    private let parent: MergeSink<SourceElement, Inner>

    init(parent: MergeSink<SourceElement, Inner>) {
        self.parent = parent
        super.init(observer: parent.observer)
    }

    override func onNext(_ element: Inner.Element) {
        parent.synchronized { parent.forwardNext(element) }
    }

    override func onError(_ error: Swift.Error) {
        parent.synchronized { parent.forwardError(error) }
    }

    override func onCompleted() {
        parent.innerCompleted(self)
    }
}
