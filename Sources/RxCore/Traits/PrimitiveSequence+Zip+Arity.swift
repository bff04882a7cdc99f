// `Single.zip` and `Maybe.zip` of two to eight sources, as RxSwift has them, each with and without a
// result selector: `Observable.zip` of the same arity, its result wrapped in the trait again.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of two singles combined by `resultSelector`, once all have succeeded (the first error fails it).
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of three singles combined by `resultSelector`, once all have succeeded (the first error fails it).
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of four singles combined by `resultSelector`, once all have succeeded (the first error fails it).
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of five singles combined by `resultSelector`, once all have succeeded (the first error fails it).
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of six singles combined by `resultSelector`, once all have succeeded (the first error fails it).
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of seven singles combined by `resultSelector`, once all have succeeded (the first error fails it).
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of eight singles combined by `resultSelector`, once all have succeeded (the first error fails it).
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// The elements of two singles as a tuple, once all have one.
    public static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>) -> Single<(E1, E2)> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    /// The elements of three singles as a tuple, once all have one.
    public static func zip<E1, E2, E3>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>)
        -> Single<(E1, E2, E3)>
    {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// The elements of four singles as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>
    ) -> Single<(E1, E2, E3, E4)> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()
            ))
    }

    /// The elements of five singles as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>
    ) -> Single<(E1, E2, E3, E4, E5)> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable()))
    }

    /// The elements of six singles as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>
    ) -> Single<(E1, E2, E3, E4, E5, E6)> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }

    /// The elements of seven singles as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>
    ) -> Single<(E1, E2, E3, E4, E5, E6, E7)> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()
            ))
    }

    /// The elements of eight singles as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>
    ) -> Single<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable()))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of two maybes combined by `resultSelector`, once all have one (one that completes empty completes the result; the first error fails it).
    public static func zip<E1, E2>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of three maybes combined by `resultSelector`, once all have one (one that completes empty completes the result; the first error fails it).
    public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of four maybes combined by `resultSelector`, once all have one (one that completes empty completes the result; the first error fails it).
    public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of five maybes combined by `resultSelector`, once all have one (one that completes empty completes the result; the first error fails it).
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        _ source5: Maybe<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of six maybes combined by `resultSelector`, once all have one (one that completes empty completes the result; the first error fails it).
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        _ source5: Maybe<E5>, _ source6: Maybe<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of seven maybes combined by `resultSelector`, once all have one (one that completes empty completes the result; the first error fails it).
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of eight maybes combined by `resultSelector`, once all have one (one that completes empty completes the result; the first error fails it).
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// The elements of two maybes as a tuple, once all have one.
    public static func zip<E1, E2>(_ source1: Maybe<E1>, _ source2: Maybe<E2>) -> Maybe<(E1, E2)> {
        Maybe(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    /// The elements of three maybes as a tuple, once all have one.
    public static func zip<E1, E2, E3>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>)
        -> Maybe<(E1, E2, E3)>
    {
        Maybe(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    /// The elements of four maybes as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>
    ) -> Maybe<(E1, E2, E3, E4)> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()
            ))
    }

    /// The elements of five maybes as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        _ source5: Maybe<E5>
    ) -> Maybe<(E1, E2, E3, E4, E5)> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable()))
    }

    /// The elements of six maybes as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        _ source5: Maybe<E5>, _ source6: Maybe<E6>
    ) -> Maybe<(E1, E2, E3, E4, E5, E6)> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }

    /// The elements of seven maybes as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>
    ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7)> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()
            ))
    }

    /// The elements of eight maybes as a tuple, once all have one.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>
    ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(),
                source4.asObservable(), source5.asObservable(), source6.asObservable(),
                source7.asObservable(), source8.asObservable()))
    }
}
