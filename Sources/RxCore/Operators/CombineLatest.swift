/// The machinery shared by every `combineLatest` (two to four sources, or a collection).
///
/// Contract (RxSwift's):
/// - The sources are subscribed in order. Each keeps its latest element; once every source has one,
///   each element from any source sends the combination of the latest elements.
/// - An error from any source (or from the result selector) ends the result at once.
/// - A completed source is dropped. The result completes when every source has completed, or when a
///   source sends an element while some source has never sent one and all the others have completed
///   (no combination can ever be made).
final class CombineLatestSink<Result>: SynchronizedSink<Never, Result> {
    private let arity: Int
    private var hasValue: [Bool]
    private var valueCount = 0
    private var isDone: [Bool]
    private var doneCount = 0
    private let subscriptions: [SingleAssignmentDisposable]
    /// Combines the latest elements of the sources; set up by the code that makes the slots. It holds
    /// the slots, which hold this sink, so `dispose` lets go of it.
    var combine: (() throws -> Result)?

    init(arity: Int, observer: ObserverNode<Result>) {
        self.arity = arity
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    /// Subscribes the slot of source `index` to `source`.
    func subscribe<Element>(_ source: Observable<Element>, to slot: LatestElementSlot<Element, Result>) {
        subscriptions[slot.index].setDisposable(source.subscribeNode(slot))
    }

    var sourceSubscriptions: Disposable {
        Disposables.create(subscriptions)
    }

    /// Source `index` sent an element (already stored in its slot). Call under the lock.
    func sourceSentElement(_ index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount == arity, let combine {
            do {
                forwardNext(try combine())
            } catch {
                forwardError(error)
            }
        } else if isDone.enumerated().allSatisfy({ $0.offset == index || $0.element }) {
            forwardCompleted()
        }
    }

    override func dispose() {
        synchronized { combine = nil }
        super.dispose()
    }

    /// Source `index` completed. Call under the lock.
    func sourceCompleted(_ index: Int) {
        guard !isDone[index] else { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == arity {
            forwardCompleted()
        } else {
            subscriptions[index].dispose()
        }
    }
}

/// The observer of one source of a `combineLatest`: keeps that source's latest element.
final class LatestElementSlot<Element, Result>: ObserverNode<Element> {
    let index: Int
    private let sink: CombineLatestSink<Result>
    /// The latest element of the source, once there is one.
    private(set) var latest: Element?

    init(_ sink: CombineLatestSink<Result>, index: Int) {
        self.sink = sink
        self.index = index
    }

    override func onNext(_ element: Element) {
        sink.synchronized {
            latest = element
            sink.sourceSentElement(index)
        }
    }

    override func onError(_ error: Swift.Error) {
        sink.synchronized { sink.forwardError(error) }
    }

    override func onCompleted() {
        sink.synchronized { sink.sourceCompleted(index) }
    }

    /// The latest element; only read once every source has one.
    var value: Element {
        guard let latest else { fatalError("combineLatest: a source has no element yet") }
        return latest
    }
}

/// A `combineLatest` of a fixed number of sources; `wire` makes the slots, subscribes them and sets
/// `combine`.
final class CombineLatest<Result>: Producer<Result> {
    private let arity: Int
    private let wire: (CombineLatestSink<Result>) -> Void

    init(arity: Int, wire: @escaping (CombineLatestSink<Result>) -> Void) {
        self.arity = arity
        self.wire = wire
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = CombineLatestSink(arity: arity, observer: observer)
        if arity == 0 {
            sink.forwardCompleted()
            return sink
        }
        wire(sink)
        sink.setSubscription(sink.sourceSubscriptions)
        return sink
    }
}
