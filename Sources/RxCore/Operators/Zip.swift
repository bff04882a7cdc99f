/// The machinery shared by every `zip` (two or three sources, or a collection).
///
/// Contract (RxSwift's):
/// - The sources are subscribed in order; each queues its elements. As soon as every queue has one,
///   the first element of each is taken and their combination is sent.
/// - An error from any source (or from the result selector) ends the result at once.
/// - A completed source is dropped (its queued elements still count). The result completes when every
///   source has completed. The collection form also completes when an element arrives while some queue
///   is empty and every other source has completed.
@usableFromInline
final class ZipSink<Result>: SynchronizedSink<Never, Result> {
    private let arity: Int
    private let completesWhenOthersAreDone: Bool
    // The state below is only touched under the lock.
    /// One slot per source; each holds its source's subscription.
    @exclusivity(unchecked) private var slots = ContiguousArray<Node>()
    /// How many sources have at least one queued element.
    @exclusivity(unchecked) var nonEmptyQueues = 0
    @exclusivity(unchecked) private var doneCount = 0
    /// Takes the first queued element of each source and combines them; set up with the slots. It
    /// holds the slots, which hold this sink, so `dispose` lets go of it.
    @usableFromInline
    @exclusivity(unchecked) var combineFirst: (() throws -> Result)?

    @usableFromInline
    init(arity: Int, completesWhenOthersAreDone: Bool, observer: ObserverNode<Result>) {
        self.arity = arity
        self.completesWhenOthersAreDone = completesWhenOthersAreDone
        super.init(observer: observer)
    }

    /// Subscribes `slot` to `source`. Call in source order.
    ///
    /// A source subscribed after the sink ended (an earlier source failed while it was subscribed) is
    /// still subscribed, as in RxSwift, but its slot is disposed at once: `dispose` has already let go
    /// of the slots it knew.
    @usableFromInline
    func subscribe<Element>(_ source: Observable<Element>, to slot: QueuedElementsSlot<Element, Result>) {
        let sinkIsDisposed = synchronized { () -> Bool in
            if isDisposed { return true }
            slots.append(slot)
            return false
        }
        slot.setSubscription(source.subscribeNode(slot))
        if sinkIsDisposed { slot.dispose() }
    }

    /// A source queued an element. Call under the lock.
    func sourceSentElement() {
        if nonEmptyQueues == arity, let combineFirst {
            do {
                forwardNext(try combineFirst())
            } catch {
                forwardError(error)
            }
        } else if completesWhenOthersAreDone && doneCount == arity - 1 {
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
            combineFirst = nil
            defer { self.slots = [] }
            return self.slots
        }
        for slot in slots {
            slot.dispose()
        }
    }
}

/// The observer of one source of a `zip`: queues that source's elements, and holds the subscription to
/// the source.
@usableFromInline
final class QueuedElementsSlot<Element, Result>: Sink<Element, Result> {
    private let parent: ZipSink<Result>
    // Only touched under the parent's lock.
    @exclusivity(unchecked) private var queue: [Element] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var isDone = false

    @usableFromInline
    init(_ parent: ZipSink<Result>) {
        self.parent = parent
        super.init(observer: parent.observer)
    }

    /// Removes and returns the oldest queued element; only called (under the parent's lock) when every
    /// queue has one.
    @usableFromInline
    func dequeue() -> Element {
        let element = queue[head]
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
            parent.nonEmptyQueues -= 1
        }
        return element
    }

    override func onNext(_ element: Element) {
        parent.synchronized {
            queue.append(element)
            if queue.count - head == 1 {
                parent.nonEmptyQueues += 1
            }
            parent.sourceSentElement()
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
}

/// A `zip` of a fixed number of sources: for each subscription `makeSink` makes the sink and its slots,
/// subscribes them and sets `combineFirst`.
@usableFromInline
final class Zip<Result>: Producer<Result> {
    override package var chainName: String {
        "zip"
    }

    @usableFromInline
    typealias MakeSink = (_ observer: ObserverNode<Result>) -> ZipSink<Result>

    private let makeSink: MakeSink

    @usableFromInline
    init(makeSink: @escaping MakeSink) {
        self.makeSink = makeSink
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        makeSink(observer) as Node
    }
}

extension ObservableType {
    /// The elements of both sources paired in order (first with first, second with second, …) and
    /// combined by `resultSelector`. See `ZipSink` for completion and errors.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (source1, source2) = (source1.asObservable(), source2.asObservable())
        return Zip { observer in
            let sink = ZipSink(arity: 2, completesWhenOthersAreDone: false, observer: observer)
            let slot1 = QueuedElementsSlot<O1.Element, Element>(sink)
            let slot2 = QueuedElementsSlot<O2.Element, Element>(sink)
            sink.combineFirst = { try resultSelector(slot1.dequeue(), slot2.dequeue()) }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            return sink
        }
    }

    /// The elements of three sources combined in order by `resultSelector`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (source1, source2, source3) = (
            source1.asObservable(), source2.asObservable(), source3.asObservable()
        )
        return Zip { observer in
            let sink = ZipSink(arity: 3, completesWhenOthersAreDone: false, observer: observer)
            let slot1 = QueuedElementsSlot<O1.Element, Element>(sink)
            let slot2 = QueuedElementsSlot<O2.Element, Element>(sink)
            let slot3 = QueuedElementsSlot<O3.Element, Element>(sink)
            sink.combineFirst = { try resultSelector(slot1.dequeue(), slot2.dequeue(), slot3.dequeue()) }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            sink.subscribe(source3, to: slot3)
            return sink
        }
    }

    /// The elements of every source in `collection` combined in order by `resultSelector`. An empty
    /// collection completes at once.
    public static func zip<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Zip { observer in
            let sink = ZipSink(arity: sources.count, completesWhenOthersAreDone: true, observer: observer)
            if sources.isEmpty {
                sink.forwardCompleted()
                return sink
            }
            let slots = sources.map { _ in QueuedElementsSlot<Sources.Element.Element, Element>(sink) }
            sink.combineFirst = { try resultSelector(slots.map { $0.dequeue() }) }
            for (source, slot) in Swift.zip(sources, slots) {
                sink.subscribe(source, to: slot)
            }
            return sink
        }
    }

    /// The elements of every source in `collection` combined in order, as arrays.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// The elements of both sources paired in order, as tuples.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)>
    {
        Observable.zip(source1, source2) { ($0, $1) }
    }

    /// The elements of three sources combined in order, as tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}
