import RxCore

// RxCocoa's shared-sequence operators over many sources (an array, any collection or sequence) and
// over a sequence of shared sequences. Each is the Observable operator of the same name, whose result
// keeps its sources' sharing strategy: it cannot fail, and it delivers where they deliver.

extension SharedSequence {
    /// The elements of all `sources`, as they come.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all the sources of `collection`, as they come.
    public static func merge<Sources: Collection>(_ collection: Sources) -> SharedSequence<
        SharingStrategy, Element
    >
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(collection.map { $0.asObservable() }))
    }

    /// The elements of each source of `sequence` in turn: the next is subscribed when the one before
    /// completes.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> SharedSequence<
        SharingStrategy, Element
    >
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The elements of each source of `collection` in turn.
    public static func concat<Sources: Collection>(_ collection: Sources) -> SharedSequence<
        SharingStrategy, Element
    >
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The latest elements of every source of `collection`, combined by `resultSelector`.
    public static func combineLatest<Sources: Collection, Result>(
        _ collection: Sources, resultSelector: @escaping ([Element]) -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest elements of every source of `collection`, as an array.
    public static func combineLatest<Sources: Collection>(_ collection: Sources)
        -> SharedSequence<SharingStrategy, [Element]>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(
            Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// The elements of every source of `collection` paired in order, combined by `resultSelector`.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources, resultSelector: @escaping ([Element]) -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of every source of `collection` paired in order, as arrays.
    public static func zip<Sources: Collection>(_ collection: Sources) -> SharedSequence<
        SharingStrategy, [Element]
    >
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// The elements of `sequence`, in order, delivered on the strategy's scheduler.
    public static func from<Elements: Sequence>(_ sequence: Elements) -> SharedSequence<
        SharingStrategy, Element
    >
    where Elements.Element == Element {
        from(Array(sequence))
    }

    /// `optional`'s value, if it has one, then completion, delivered on the strategy's scheduler.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        from(optional.map { [$0] } ?? [])
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of every inner shared sequence, as they come.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.merge())
    }

    /// The elements of the inner shared sequences, at most `maxConcurrent` subscribed at once (the
    /// others wait their turn).
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}
