extension ObservableType {
    /// The latest elements of both sources combined by `resultSelector`, each time either sends one
    /// (once both have sent one). See `CombineLatestSink` for completion and errors.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (source1, source2) = (source1.asObservable(), source2.asObservable())
        return CombineLatest { observer in
            let sink = CombineLatestSink(arity: 2, observer: observer)
            let slot1 = LatestElementSlot<O1.Element, Element>(sink)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink)
            sink.combine = { try resultSelector(slot1.value, slot2.value) }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            return sink
        }
    }

    /// The latest elements of three sources combined by `resultSelector`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (source1, source2, source3) = (
            source1.asObservable(), source2.asObservable(), source3.asObservable()
        )
        return CombineLatest { observer in
            let sink = CombineLatestSink(arity: 3, observer: observer)
            let slot1 = LatestElementSlot<O1.Element, Element>(sink)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink)
            let slot3 = LatestElementSlot<O3.Element, Element>(sink)
            sink.combine = { try resultSelector(slot1.value, slot2.value, slot3.value) }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            sink.subscribe(source3, to: slot3)
            return sink
        }
    }

    /// The latest elements of four sources combined by `resultSelector`.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (source1, source2) = (source1.asObservable(), source2.asObservable())
        let (source3, source4) = (source3.asObservable(), source4.asObservable())
        return CombineLatest { observer in
            let sink = CombineLatestSink(arity: 4, observer: observer)
            let slot1 = LatestElementSlot<O1.Element, Element>(sink)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink)
            let slot3 = LatestElementSlot<O3.Element, Element>(sink)
            let slot4 = LatestElementSlot<O4.Element, Element>(sink)
            sink.combine = { try resultSelector(slot1.value, slot2.value, slot3.value, slot4.value) }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            sink.subscribe(source3, to: slot3)
            sink.subscribe(source4, to: slot4)
            return sink
        }
    }

    /// The latest elements of every source in `collection`, as an array combined by `resultSelector`.
    /// An empty collection, as in RxSwift, sends `resultSelector([])` and completes at once (or fails
    /// with what `resultSelector` throws).
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return CombineLatest { observer in
            let sink = CombineLatestSink(arity: sources.count, observer: observer)
            if sources.isEmpty {
                do {
                    sink.forwardNext(try resultSelector([]))
                    sink.forwardCompleted()
                } catch {
                    sink.forwardError(error)
                }
                return sink
            }
            let slots = sources.map { _ in LatestElementSlot<Sources.Element.Element, Element>(sink) }
            sink.combine = { try resultSelector(slots.map(\.value)) }
            for (source, slot) in Swift.zip(sources, slots) {
                sink.subscribe(source, to: slot)
            }
            return sink
        }
    }

    /// The latest elements of every source in `collection`, as an array.
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// The latest elements of both sources, as a tuple.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)>
    {
        Observable.combineLatest(source1, source2) { ($0, $1) }
    }

    /// The latest elements of three sources, as a tuple.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The latest elements of four sources, as a tuple.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}
