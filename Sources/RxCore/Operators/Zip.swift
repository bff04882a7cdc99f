/// The machinery shared by every `zip` (two or three sources, or a collection).
///
/// Contract (RxSwift's):
/// - The sources are subscribed in order; each queues its elements. As soon as every queue has one,
///   the first element of each is taken and their combination is sent.
/// - An error from any source (or from the result selector) ends the result at once.
/// - A completed source is dropped (its queued elements still count). The result completes when every
///   source has completed. The collection form also completes when an element arrives while some queue
///   is empty and every other source has completed.
final class ZipSink<Result>: SynchronizedSink<Never, Result> {
    private let arity: Int
    private let completesWhenOthersAreDone: Bool
    private var isDone: [Bool]
    private let subscriptions: [SingleAssignmentDisposable]
    /// Whether each source's queue is non-empty; set up by the code that makes the slots.
    var hasQueuedElement: [() -> Bool] = []
    /// Takes the first queued element of each source and combines them; set up with the slots. It
    /// holds the slots, which hold this sink, so `dispose` lets go of it.
    var combineFirst: (() throws -> Result)?

    init(arity: Int, completesWhenOthersAreDone: Bool, observer: ObserverNode<Result>) {
        self.arity = arity
        self.completesWhenOthersAreDone = completesWhenOthersAreDone
        isDone = Array(repeating: false, count: arity)
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    /// Subscribes the slot of source `index` to `source`.
    func subscribe<Element>(_ source: Observable<Element>, to slot: QueuedElementsSlot<Element, Result>) {
        subscriptions[slot.index].setDisposable(source.subscribeNode(slot))
    }

    var sourceSubscriptions: Disposable {
        Disposables.create(subscriptions)
    }

    /// Source `index` queued an element. Call under the lock.
    func sourceSentElement(_ index: Int) {
        if hasQueuedElement.allSatisfy({ $0() }) {
            guard let combineFirst else { return }
            do {
                forwardNext(try combineFirst())
            } catch {
                forwardError(error)
            }
        } else if completesWhenOthersAreDone,
            isDone.enumerated().allSatisfy({ $0.offset == index || $0.element })
        {
            forwardCompleted()
        }
    }

    /// Source `index` completed. Call under the lock.
    func sourceCompleted(_ index: Int) {
        isDone[index] = true
        if isDone.allSatisfy({ $0 }) {
            forwardCompleted()
        } else {
            subscriptions[index].dispose()
        }
    }

    override func dispose() {
        synchronized {
            combineFirst = nil
            hasQueuedElement = []
        }
        super.dispose()
    }
}

/// The observer of one source of a `zip`: queues that source's elements.
final class QueuedElementsSlot<Element, Result>: ObserverNode<Element> {
    let index: Int
    private let sink: ZipSink<Result>
    private var queue: [Element] = []
    private var head = 0

    init(_ sink: ZipSink<Result>, index: Int) {
        self.sink = sink
        self.index = index
    }

    var hasElement: Bool {
        head < queue.count
    }

    /// Removes and returns the oldest queued element; only called when there is one.
    func dequeue() -> Element {
        let element = queue[head]
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }

    override func onNext(_ element: Element) {
        sink.synchronized {
            queue.append(element)
            sink.sourceSentElement(index)
        }
    }

    override func onError(_ error: Swift.Error) {
        sink.synchronized { sink.forwardError(error) }
    }

    override func onCompleted() {
        sink.synchronized { sink.sourceCompleted(index) }
    }
}

/// A `zip` of a fixed number of sources; `wire` makes the slots, subscribes them and sets up the sink.
final class Zip<Result>: Producer<Result> {
    private let arity: Int
    private let completesWhenOthersAreDone: Bool
    private let wire: (ZipSink<Result>) -> Void

    init(arity: Int, completesWhenOthersAreDone: Bool = false, wire: @escaping (ZipSink<Result>) -> Void) {
        self.arity = arity
        self.completesWhenOthersAreDone = completesWhenOthersAreDone
        self.wire = wire
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = ZipSink(
            arity: arity, completesWhenOthersAreDone: completesWhenOthersAreDone, observer: observer)
        if arity == 0 {
            sink.forwardCompleted()
            return sink
        }
        wire(sink)
        sink.setSubscription(sink.sourceSubscriptions)
        return sink
    }
}

extension ObservableType {
    /// The elements of both sources paired in order (first with first, second with second, …) and
    /// combined by `resultSelector`. See `ZipSink` for completion and errors.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Zip(arity: 2) { sink in
            let slot1 = QueuedElementsSlot<O1.Element, Element>(sink, index: 0)
            let slot2 = QueuedElementsSlot<O2.Element, Element>(sink, index: 1)
            sink.hasQueuedElement = [{ slot1.hasElement }, { slot2.hasElement }]
            sink.combineFirst = { try resultSelector(slot1.dequeue(), slot2.dequeue()) }
            sink.subscribe(source1.asObservable(), to: slot1)
            sink.subscribe(source2.asObservable(), to: slot2)
        }
    }

    /// The elements of three sources combined in order by `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Zip(arity: 3) { sink in
            let slot1 = QueuedElementsSlot<O1.Element, Element>(sink, index: 0)
            let slot2 = QueuedElementsSlot<O2.Element, Element>(sink, index: 1)
            let slot3 = QueuedElementsSlot<O3.Element, Element>(sink, index: 2)
            sink.hasQueuedElement = [{ slot1.hasElement }, { slot2.hasElement }, { slot3.hasElement }]
            sink.combineFirst = { try resultSelector(slot1.dequeue(), slot2.dequeue(), slot3.dequeue()) }
            sink.subscribe(source1.asObservable(), to: slot1)
            sink.subscribe(source2.asObservable(), to: slot2)
            sink.subscribe(source3.asObservable(), to: slot3)
        }
    }

    /// The elements of every source in `collection` combined in order by `resultSelector`. An empty
    /// collection completes at once.
    public static func zip<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Zip(arity: sources.count, completesWhenOthersAreDone: true) { sink in
            let slots = sources.indices.map {
                QueuedElementsSlot<Sources.Element.Element, Element>(sink, index: $0)
            }
            sink.hasQueuedElement = slots.map { slot in { slot.hasElement } }
            sink.combineFirst = { try resultSelector(slots.map { $0.dequeue() }) }
            for (source, slot) in Swift.zip(sources, slots) {
                sink.subscribe(source, to: slot)
            }
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
