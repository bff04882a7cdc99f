import RxCore

// `combineLatest` of two to eight Drivers or Signals, with a result selector or as a tuple, as RxCocoa
// has them. Each is `Observable.combineLatest` on the sources, made a shared sequence again: the sources
// never error, so neither does the result, and it delivers where they do (all the sources have the same
// sharing strategy, which the compiler checks). `zip` is beside it, in `SharedSequence+Zip.swift`.

extension SharedSequence {
    /// The latest elements of two sources combined by `resultSelector`, each time one of them sends (once all have sent).
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of three sources combined by `resultSelector`, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                resultSelector: resultSelector))
    }

    /// The latest elements of four sources combined by `resultSelector`, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of five sources combined by `resultSelector`, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
        O5: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of six sources combined by `resultSelector`, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
        O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                resultSelector: resultSelector))
    }

    /// The latest elements of seven sources combined by `resultSelector`, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
        O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) ->
            Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
        O7.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of eight sources combined by `resultSelector`, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
        O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7, _ source8: O8,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
            ) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
        O3.SharingStrategy == SharingStrategy, O4.SharingStrategy == SharingStrategy,
        O5.SharingStrategy == SharingStrategy, O6.SharingStrategy == SharingStrategy,
        O7.SharingStrategy == SharingStrategy, O8.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// The latest elements of two sources, as a tuple, each time one of them sends (once all have sent).
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
    where O2.SharingStrategy == O1.SharingStrategy {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable()) { ($0, $1) })
    }

    /// The latest elements of three sources, as a tuple, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()) {
                ($0, $1, $2)
            })
    }

    /// The latest elements of four sources, as a tuple, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where
        O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy,
        O4.SharingStrategy == O1.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()
            ) { ($0, $1, $2, $3) })
    }

    /// The latest elements of five sources, as a tuple, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
        O5: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
    where
        O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy,
        O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy
    {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable()
            ) { ($0, $1, $2, $3, $4) })
    }

    /// The latest elements of six sources, as a tuple, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
        O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> SharedSequence<
        O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)
    >
    where
        O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy,
        O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy,
        O6.SharingStrategy == O1.SharingStrategy
    {
        SharedSequence<
            O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)
        >(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable()
            ) { ($0, $1, $2, $3, $4, $5) })
    }

    /// The latest elements of seven sources, as a tuple, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
        O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7
    ) -> SharedSequence<
        O1.SharingStrategy,
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    >
    where
        O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy,
        O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy,
        O6.SharingStrategy == O1.SharingStrategy, O7.SharingStrategy == O1.SharingStrategy
    {
        SharedSequence<
            O1.SharingStrategy,
            (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
        >(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()
            ) { ($0, $1, $2, $3, $4, $5, $6) })
    }

    /// The latest elements of eight sources, as a tuple, each time one of them sends (once all have sent).
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType,
        O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7, _ source8: O8
    ) -> SharedSequence<
        O1.SharingStrategy,
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    >
    where
        O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy,
        O4.SharingStrategy == O1.SharingStrategy, O5.SharingStrategy == O1.SharingStrategy,
        O6.SharingStrategy == O1.SharingStrategy, O7.SharingStrategy == O1.SharingStrategy,
        O8.SharingStrategy == O1.SharingStrategy
    {
        SharedSequence<
            O1.SharingStrategy,
            (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
        >(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable()
            ) { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
