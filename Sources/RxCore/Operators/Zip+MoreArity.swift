// The arities of `zip` past three sources, as RxSwift has them (up to eight), each with and without a
// result selector: the same sink and slots as `Zip.swift`'s.

extension ObservableType {
    /// The elements of four sources combined in order by `resultSelector`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let source1 = source1.asObservable()
        let source2 = source2.asObservable()
        let source3 = source3.asObservable()
        let source4 = source4.asObservable()
        return Zip { observer in
            let sink = ZipSink(arity: 4, completesWhenOthersAreDone: false, observer: observer)
            let slot1 = QueuedElementsSlot<O1.Element, Element>(sink)
            let slot2 = QueuedElementsSlot<O2.Element, Element>(sink)
            let slot3 = QueuedElementsSlot<O3.Element, Element>(sink)
            let slot4 = QueuedElementsSlot<O4.Element, Element>(sink)
            sink.combineFirst = {
                try resultSelector(slot1.dequeue(), slot2.dequeue(), slot3.dequeue(), slot4.dequeue())
            }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            sink.subscribe(source3, to: slot3)
            sink.subscribe(source4, to: slot4)
            return sink
        }
    }

    /// The elements of five sources combined in order by `resultSelector`.
    @inlinable
    public static func zip<
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
        return Zip { observer in
            let sink = ZipSink(arity: 5, completesWhenOthersAreDone: false, observer: observer)
            let slot1 = QueuedElementsSlot<O1.Element, Element>(sink)
            let slot2 = QueuedElementsSlot<O2.Element, Element>(sink)
            let slot3 = QueuedElementsSlot<O3.Element, Element>(sink)
            let slot4 = QueuedElementsSlot<O4.Element, Element>(sink)
            let slot5 = QueuedElementsSlot<O5.Element, Element>(sink)
            sink.combineFirst = {
                try resultSelector(
                    slot1.dequeue(), slot2.dequeue(), slot3.dequeue(), slot4.dequeue(), slot5.dequeue())
            }
            sink.subscribe(source1, to: slot1)
            sink.subscribe(source2, to: slot2)
            sink.subscribe(source3, to: slot3)
            sink.subscribe(source4, to: slot4)
            sink.subscribe(source5, to: slot5)
            return sink
        }
    }

    /// The elements of six sources combined in order by `resultSelector`.
    @inlinable
    public static func zip<
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
        return Zip { observer in
            let sink = ZipSink(arity: 6, completesWhenOthersAreDone: false, observer: observer)
            let slot1 = QueuedElementsSlot<O1.Element, Element>(sink)
            let slot2 = QueuedElementsSlot<O2.Element, Element>(sink)
            let slot3 = QueuedElementsSlot<O3.Element, Element>(sink)
            let slot4 = QueuedElementsSlot<O4.Element, Element>(sink)
            let slot5 = QueuedElementsSlot<O5.Element, Element>(sink)
            let slot6 = QueuedElementsSlot<O6.Element, Element>(sink)
            sink.combineFirst = {
                try resultSelector(
                    slot1.dequeue(), slot2.dequeue(), slot3.dequeue(), slot4.dequeue(), slot5.dequeue(),
                    slot6.dequeue())
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

    /// The elements of seven sources combined in order by `resultSelector`.
    @inlinable
    public static func zip<
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
        return Zip { observer in
            let sink = ZipSink(arity: 7, completesWhenOthersAreDone: false, observer: observer)
            let slot1 = QueuedElementsSlot<O1.Element, Element>(sink)
            let slot2 = QueuedElementsSlot<O2.Element, Element>(sink)
            let slot3 = QueuedElementsSlot<O3.Element, Element>(sink)
            let slot4 = QueuedElementsSlot<O4.Element, Element>(sink)
            let slot5 = QueuedElementsSlot<O5.Element, Element>(sink)
            let slot6 = QueuedElementsSlot<O6.Element, Element>(sink)
            let slot7 = QueuedElementsSlot<O7.Element, Element>(sink)
            sink.combineFirst = {
                try resultSelector(
                    slot1.dequeue(), slot2.dequeue(), slot3.dequeue(), slot4.dequeue(), slot5.dequeue(),
                    slot6.dequeue(), slot7.dequeue())
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

    /// The elements of eight sources combined in order by `resultSelector`.
    @inlinable
    public static func zip<
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
        return Zip { observer in
            let sink = ZipSink(arity: 8, completesWhenOthersAreDone: false, observer: observer)
            let slot1 = QueuedElementsSlot<O1.Element, Element>(sink)
            let slot2 = QueuedElementsSlot<O2.Element, Element>(sink)
            let slot3 = QueuedElementsSlot<O3.Element, Element>(sink)
            let slot4 = QueuedElementsSlot<O4.Element, Element>(sink)
            let slot5 = QueuedElementsSlot<O5.Element, Element>(sink)
            let slot6 = QueuedElementsSlot<O6.Element, Element>(sink)
            let slot7 = QueuedElementsSlot<O7.Element, Element>(sink)
            let slot8 = QueuedElementsSlot<O8.Element, Element>(sink)
            sink.combineFirst = {
                try resultSelector(
                    slot1.dequeue(), slot2.dequeue(), slot3.dequeue(), slot4.dequeue(), slot5.dequeue(),
                    slot6.dequeue(), slot7.dequeue(), slot8.dequeue())
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
    /// The elements of four sources combined in order, as tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// The elements of five sources combined in order, as tuples.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// The elements of six sources combined in order, as tuples.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The elements of seven sources combined in order, as tuples.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7) {
            ($0, $1, $2, $3, $4, $5, $6)
        }
    }

    /// The elements of eight sources combined in order, as tuples.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7, _ source8: O8
    ) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    > {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7, source8) {
            ($0, $1, $2, $3, $4, $5, $6, $7)
        }
    }
}
