/// The machinery shared by every `combineLatest` (two to four sources, or a collection).
///
/// Contract (RxSwift's):
/// - The sources are subscribed in order. Each keeps its latest element; once every source has one,
///   each element from any source sends the combination of the latest elements.
/// - An error from any source (or from the result selector) ends the result at once.
/// - A completed source is dropped. The result completes when every source has completed, or when a
///   source sends an element while some source has never sent one and all the others have completed
///   (no combination can ever be made).
@usableFromInline
final class CombineLatestSink<Result>: SynchronizedSink<Never, Result> {
    private let arity: Int
    // The state below is only touched under the lock.
    /// One slot per source; each holds its source's subscription.
    @exclusivity(unchecked) private var slots = ContiguousArray<Node>()
    @exclusivity(unchecked) private var valueCount = 0
    @exclusivity(unchecked) private var doneCount = 0
    /// Combines the latest elements of the sources; set up by the code that makes the slots. It holds
    /// the slots, which hold this sink, so `dispose` lets go of it.
    @usableFromInline
    @exclusivity(unchecked) var combine: (() throws -> Result)?

    @usableFromInline
    init(arity: Int, observer: ObserverNode<Result>) {
        self.arity = arity
        super.init(observer: observer)
    }

    /// Subscribes `slot` to `source`. Call in source order.
    ///
    /// A source subscribed after the sink ended (an earlier source failed while it was subscribed) is
    /// still subscribed, as in RxSwift, but its slot is disposed at once: `dispose` has already let go
    /// of the slots it knew.
    @usableFromInline
    func subscribe<Element>(_ source: Observable<Element>, to slot: LatestElementSlot<Element, Result>) {
        let sinkIsDisposed = synchronized { () -> Bool in
            if isDisposed { return true }
            slots.append(slot)
            return false
        }
        slot.setSubscription(source.subscribeNode(slot))
        if sinkIsDisposed { slot.dispose() }
    }

    /// A source sent an element (already in its slot); `isFirst` if it is that source's first one. Call
    /// under the lock.
    func sourceSentElement(isFirst: Bool) {
        if isFirst {
            valueCount += 1
        }
        if valueCount == arity, let combine {
            do {
                forwardNext(try combine())
            } catch {
                forwardError(error)
            }
        } else if doneCount == arity - 1 {
            forwardCompleted()
        }
    }

    /// The source of `slot` completed. Call under the lock.
    func sourceCompleted(_ slot: Node) {
        doneCount += 1
        if doneCount == arity {
            forwardCompleted()
        } else {
            slot.dispose()
        }
    }

    /// Ends the subscription, including every source's.
    @usableFromInline
    override func dispose() {
        super.dispose()
        let slots = synchronized {
            combine = nil
            defer { self.slots = [] }
            return self.slots
        }
        for slot in slots {
            slot.dispose()
        }
    }
}

/// The observer of one source of a `combineLatest`: keeps that source's latest element, and holds the
/// subscription to the source.
///
/// The element lives in memory allocated with the slot rather than in an `Optional`: reading an
/// optional of a generic type from generic code costs a run-time type lookup, and `combine` reads every
/// slot for each element.
@usableFromInline
final class LatestElementSlot<Element, Result>: Sink<Element, Result> {
    private let parent: CombineLatestSink<Result>
    private let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    // Only touched under the parent's lock.
    @exclusivity(unchecked) private var hasValue = false
    @exclusivity(unchecked) private var isDone = false

    @usableFromInline
    init(_ parent: CombineLatestSink<Result>) {
        self.parent = parent
        super.init(observer: parent.observer)
    }

    deinit {
        if hasValue { storage.deinitialize(count: 1) }
        storage.deallocate()
    }

    override func onNext(_ element: Element) {
        parent.synchronized {
            let isFirst = !hasValue
            if isFirst {
                storage.initialize(to: element)
                hasValue = true
            } else {
                storage.pointee = element
            }
            parent.sourceSentElement(isFirst: isFirst)
        }
    }

    override func onError(_ error: Swift.Error) {
        parent.synchronized { parent.forwardError(error) }
    }

    override func onCompleted() {
        parent.synchronized {
            guard !isDone else { return }
            isDone = true
            parent.sourceCompleted(self)
        }
    }

    /// The latest element; only read (under the parent's lock) once every source has one.
    @usableFromInline
    var value: Element {
        precondition(hasValue, "combineLatest: a source has no element yet")
        return storage.pointee
    }
}

/// A `combineLatest` of a fixed number of sources: for each subscription `makeSink` makes the sink and
/// its slots, subscribes them and sets `combine`.
@usableFromInline
final class CombineLatest<Result>: Producer<Result> {
    override package var chainName: String {
        "combineLatest"
    }

    @usableFromInline
    typealias MakeSink = (_ observer: ObserverNode<Result>) -> CombineLatestSink<Result>

    private let makeSink: MakeSink

    @usableFromInline
    init(makeSink: @escaping MakeSink) {
        self.makeSink = makeSink
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        makeSink(observer) as Node
    }
}
