import RxCore

// `zip` of two to eight Drivers or Signals, with a result selector or as a tuple, as RxCocoa has them.
// Each is `Observable.zip` on the sources, made a shared sequence again: the sources never error, so
// neither does the result, and it delivers where they do (all the sources have the same sharing
// strategy, which the compiler checks). `combineLatest` is beside it, in
// `SharedSequence+CombineLatest.swift`.

extension SharedSequence {
    /// The elements of two sources paired in order (the first of each, then the second of each, …) and combined by `resultSelector`.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(
            Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of three sources paired in order (the first of each, then the second of each, …) and combined by `resultSelector`.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of four sources paired in order (the first of each, then the second of each, …) and combined by `resultSelector`.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of five sources paired in order (the first of each, then the second of each, …) and combined by `resultSelector`.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of six sources paired in order (the first of each, then the second of each, …) and combined by `resultSelector`.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of seven sources paired in order (the first of each, then the second of each, …) and combined by `resultSelector`.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of eight sources paired in order (the first of each, then the second of each, …) and combined by `resultSelector`.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// The elements of two sources paired in order, as tuples.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
    where O2.SharingStrategy == O1.SharingStrategy {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>(
            Observable.zip(source1.asObservable(), source2.asObservable()) { ($0, $1) })
    }

    /// The elements of three sources paired in order, as tuples.
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
        O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where O2.SharingStrategy == O1.SharingStrategy, O3.SharingStrategy == O1.SharingStrategy {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
            Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()) {
                ($0, $1, $2)
            })
    }

    /// The elements of four sources paired in order, as tuples.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()
            ) { ($0, $1, $2, $3) })
    }

    /// The elements of five sources paired in order, as tuples.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable()
            ) { ($0, $1, $2, $3, $4) })
    }

    /// The elements of six sources paired in order, as tuples.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable()
            ) { ($0, $1, $2, $3, $4, $5) })
    }

    /// The elements of seven sources paired in order, as tuples.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()
            ) { ($0, $1, $2, $3, $4, $5, $6) })
    }

    /// The elements of eight sources paired in order, as tuples.
    public static func zip<
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
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable()
            ) { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
