extension ObservableType {
    /// The latest elements of both sources combined by `resultSelector`, each time either sends one
    /// (once both have sent one). See `CombineLatestSink` for completion and errors.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest(arity: 2) { sink in
            let slot1 = LatestElementSlot<O1.Element, Element>(sink, index: 0)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink, index: 1)
            sink.combine = { try resultSelector(slot1.value, slot2.value) }
            sink.subscribe(source1.asObservable(), to: slot1)
            sink.subscribe(source2.asObservable(), to: slot2)
        }
    }

    /// The latest elements of three sources combined by `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest(arity: 3) { sink in
            let slot1 = LatestElementSlot<O1.Element, Element>(sink, index: 0)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink, index: 1)
            let slot3 = LatestElementSlot<O3.Element, Element>(sink, index: 2)
            sink.combine = { try resultSelector(slot1.value, slot2.value, slot3.value) }
            sink.subscribe(source1.asObservable(), to: slot1)
            sink.subscribe(source2.asObservable(), to: slot2)
            sink.subscribe(source3.asObservable(), to: slot3)
        }
    }

    /// The latest elements of four sources combined by `resultSelector`.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest(arity: 4) { sink in
            let slot1 = LatestElementSlot<O1.Element, Element>(sink, index: 0)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink, index: 1)
            let slot3 = LatestElementSlot<O3.Element, Element>(sink, index: 2)
            let slot4 = LatestElementSlot<O4.Element, Element>(sink, index: 3)
            sink.combine = { try resultSelector(slot1.value, slot2.value, slot3.value, slot4.value) }
            sink.subscribe(source1.asObservable(), to: slot1)
            sink.subscribe(source2.asObservable(), to: slot2)
            sink.subscribe(source3.asObservable(), to: slot3)
            sink.subscribe(source4.asObservable(), to: slot4)
        }
    }

    /// The latest elements of every source in `collection`, as an array combined by `resultSelector`.
    /// An empty collection completes at once.
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return CombineLatest(arity: sources.count) { sink in
            let slots = sources.indices.map {
                LatestElementSlot<Sources.Element.Element, Element>(sink, index: $0)
            }
            sink.combine = { try resultSelector(slots.map(\.value)) }
            for (source, slot) in Swift.zip(sources, slots) {
                sink.subscribe(source, to: slot)
            }
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
