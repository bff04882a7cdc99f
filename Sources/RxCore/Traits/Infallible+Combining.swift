// `Infallible.combineLatest` and `Infallible.zip` of two to eight sources, and `combineLatest` over a
// collection, as RxSwift has them: the `Observable` operator of the same arity, wrapped again. Unlike
// RxSwift's, a `resultSelector` here can't throw: a thrown error would make the `Infallible` fail.

extension Infallible {
    /// The latest elements of two sequences combined by `resultSelector`, each time one sends an element
    /// (once all have sent one).
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of three sequences combined by `resultSelector`, each time one sends an element
    /// (once all have sent one).
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                resultSelector: resultSelector))
    }

    /// The latest elements of four sequences combined by `resultSelector`, each time one sends an element
    /// (once all have sent one).
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of five sequences combined by `resultSelector`, each time one sends an element
    /// (once all have sent one).
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of six sequences combined by `resultSelector`, each time one sends an element
    /// (once all have sent one).
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) ->
            Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                resultSelector: resultSelector))
    }

    /// The latest elements of seven sequences combined by `resultSelector`, each time one sends an element
    /// (once all have sent one).
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        _ source7: I7,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)
            -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of eight sequences combined by `resultSelector`, each time one sends an element
    /// (once all have sent one).
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        _ source7: I7, _ source8: I8,
        resultSelector:
            @escaping (
                I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element
            ) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of every sequence of `collection` combined by `resultSelector`, each time one
    /// sends an element (once all have sent one).
    public static func combineLatest<Sources: Swift.Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> Infallible<Element> where Sources.Element: InfallibleType {
        Infallible(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}

extension InfallibleType {
    /// The latest elements of every sequence of `collection`, as an array, each time one sends an element.
    public static func combineLatest<Sources: Swift.Collection>(_ collection: Sources) -> Infallible<
        [Element]
    >
    where Sources.Element: InfallibleType, Sources.Element.Element == Element {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// The elements of two sequences combined in order by `resultSelector`.
    public static func zip<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>,
        resultSelector: @escaping (E1, E2) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of three sequences combined in order by `resultSelector`.
    public static func zip<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        resultSelector: @escaping (E1, E2, E3) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of four sequences combined in order by `resultSelector`.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of five sequences combined in order by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of six sequences combined in order by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of seven sequences combined in order by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of eight sequences combined in order by `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>, _ source8: Infallible<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// The latest elements of two sequences as a tuple, each time one sends an element.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable()))
    }

    /// The latest elements of three sequences as a tuple, each time one sends an element.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// The latest elements of four sequences as a tuple, each time one sends an element.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()
            ))
    }

    /// The latest elements of five sequences as a tuple, each time one sends an element.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable()))
    }

    /// The latest elements of six sequences as a tuple, each time one sends an element.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }

    /// The latest elements of seven sequences as a tuple, each time one sends an element.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        _ source7: I7
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()
            ))
    }

    /// The latest elements of eight sequences as a tuple, each time one sends an element.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        _ source7: I7, _ source8: I8
    ) -> Infallible<
        (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)
    > {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable()))
    }
}
