// The arities of `combineLatest` past four sources, as RxSwift has them (up to eight), each with and
// without a result selector: the same sink and slots as `CombineLatest+Arity.swift`'s.

extension ObservableType {
    /// The latest elements of five sources combined by `resultSelector`.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let source1 = source1.asObservable()
        let source2 = source2.asObservable()
        let source3 = source3.asObservable()
        let source4 = source4.asObservable()
        let source5 = source5.asObservable()
        return CombineLatest { observer in
            let sink = CombineLatestSink(arity: 5, observer: observer)
            let slot1 = LatestElementSlot<O1.Element, Element>(sink)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink)
            let slot3 = LatestElementSlot<O3.Element, Element>(sink)
            let slot4 = LatestElementSlot<O4.Element, Element>(sink)
            let slot5 = LatestElementSlot<O5.Element, Element>(sink)
            sink.combine = {
                try resultSelector(slot1.value, slot2.value, slot3.value, slot4.value, slot5.value)
            }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            sink.subscribe(source3, to: slot3)
            sink.subscribe(source4, to: slot4)
            sink.subscribe(source5, to: slot5)
            return sink
        }
    }

    /// The latest elements of six sources combined by `resultSelector`.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws ->
            Element
    ) -> Observable<Element> {
        let source1 = source1.asObservable()
        let source2 = source2.asObservable()
        let source3 = source3.asObservable()
        let source4 = source4.asObservable()
        let source5 = source5.asObservable()
        let source6 = source6.asObservable()
        return CombineLatest { observer in
            let sink = CombineLatestSink(arity: 6, observer: observer)
            let slot1 = LatestElementSlot<O1.Element, Element>(sink)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink)
            let slot3 = LatestElementSlot<O3.Element, Element>(sink)
            let slot4 = LatestElementSlot<O4.Element, Element>(sink)
            let slot5 = LatestElementSlot<O5.Element, Element>(sink)
            let slot6 = LatestElementSlot<O6.Element, Element>(sink)
            sink.combine = {
                try resultSelector(
                    slot1.value, slot2.value, slot3.value, slot4.value, slot5.value, slot6.value)
            }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            sink.subscribe(source3, to: slot3)
            sink.subscribe(source4, to: slot4)
            sink.subscribe(source5, to: slot5)
            sink.subscribe(source6, to: slot6)
            return sink
        }
    }

    /// The latest elements of seven sources combined by `resultSelector`.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
            throws -> Element
    ) -> Observable<Element> {
        let source1 = source1.asObservable()
        let source2 = source2.asObservable()
        let source3 = source3.asObservable()
        let source4 = source4.asObservable()
        let source5 = source5.asObservable()
        let source6 = source6.asObservable()
        let source7 = source7.asObservable()
        return CombineLatest { observer in
            let sink = CombineLatestSink(arity: 7, observer: observer)
            let slot1 = LatestElementSlot<O1.Element, Element>(sink)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink)
            let slot3 = LatestElementSlot<O3.Element, Element>(sink)
            let slot4 = LatestElementSlot<O4.Element, Element>(sink)
            let slot5 = LatestElementSlot<O5.Element, Element>(sink)
            let slot6 = LatestElementSlot<O6.Element, Element>(sink)
            let slot7 = LatestElementSlot<O7.Element, Element>(sink)
            sink.combine = {
                try resultSelector(
                    slot1.value, slot2.value, slot3.value, slot4.value, slot5.value, slot6.value, slot7.value)
            }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            sink.subscribe(source3, to: slot3)
            sink.subscribe(source4, to: slot4)
            sink.subscribe(source5, to: slot5)
            sink.subscribe(source6, to: slot6)
            sink.subscribe(source7, to: slot7)
            return sink
        }
    }

    /// The latest elements of eight sources combined by `resultSelector`.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7, _ source8: O8,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
            ) throws -> Element
    ) -> Observable<Element> {
        let source1 = source1.asObservable()
        let source2 = source2.asObservable()
        let source3 = source3.asObservable()
        let source4 = source4.asObservable()
        let source5 = source5.asObservable()
        let source6 = source6.asObservable()
        let source7 = source7.asObservable()
        let source8 = source8.asObservable()
        return CombineLatest { observer in
            let sink = CombineLatestSink(arity: 8, observer: observer)
            let slot1 = LatestElementSlot<O1.Element, Element>(sink)
            let slot2 = LatestElementSlot<O2.Element, Element>(sink)
            let slot3 = LatestElementSlot<O3.Element, Element>(sink)
            let slot4 = LatestElementSlot<O4.Element, Element>(sink)
            let slot5 = LatestElementSlot<O5.Element, Element>(sink)
            let slot6 = LatestElementSlot<O6.Element, Element>(sink)
            let slot7 = LatestElementSlot<O7.Element, Element>(sink)
            let slot8 = LatestElementSlot<O8.Element, Element>(sink)
            sink.combine = {
                try resultSelector(
                    slot1.value, slot2.value, slot3.value, slot4.value, slot5.value, slot6.value, slot7.value,
                    slot8.value)
            }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            sink.subscribe(source3, to: slot3)
            sink.subscribe(source4, to: slot4)
            sink.subscribe(source5, to: slot5)
            sink.subscribe(source6, to: slot6)
            sink.subscribe(source7, to: slot7)
            sink.subscribe(source8, to: slot8)
            return sink
        }
    }
}

extension ObservableType where Element == Any {
    /// The latest elements of five sources, as a tuple.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// The latest elements of six sources, as a tuple.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6) {
            ($0, $1, $2, $3, $4, $5)
        }
    }

    /// The latest elements of seven sources, as a tuple.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7) {
            ($0, $1, $2, $3, $4, $5, $6)
        }
    }

    /// The latest elements of eight sources, as a tuple.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7, _ source8: O8
    ) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    > {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
            ($0, $1, $2, $3, $4, $5, $6, $7)
        }
    }
}
