import RxCore

extension BlockingObservable {
    /// Every element, once the sequence completes. Throws the sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try collect().elementsOrError()
    }

    /// The first element, as soon as it arrives (the subscription then ends), or `nil` if the
    /// sequence completes empty. Throws an error the sequence ends with first, or `RxError.timeout`.
    public func first() throws -> Element? {
        try collect(limit: 1).elementsOrError().first
    }

    /// The last element, once the sequence completes, or `nil` if it was empty. Throws the sequence's
    /// error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try collect().elementsOrError().last
    }

    /// The sequence's one element, once it completes. Throws `RxError.noElements` if it was empty,
    /// `RxError.moreThanOneElement` as soon as a second element arrives (the subscription then ends),
    /// the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The one element that satisfies `predicate`, once the sequence completes. Throws
    /// `RxError.noElements` if none did, `RxError.moreThanOneElement` as soon as a second one arrives
    /// (the subscription then ends), an error `predicate` throws, the sequence's error, or
    /// `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let matching = try collect(limit: 2, predicate: predicate).elementsOrError()
        guard let element = matching.first else { throw RxError.noElements }
        if matching.count > 1 { throw RxError.moreThanOneElement }
        return element
    }

    /// How the sequence ended, with every element it sent before: `.completed(elements:)`, or
    /// `.failed(elements:error:)` for an error (`RxError.timeout` if the wait ran out). Never throws.
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect()
    }

    /// Subscribes, keeps the elements that satisfy `predicate` until the sequence ends or `limit` of
    /// them are kept, and returns them with how it ended.
    private func collect(
        limit: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        BlockingCollector(timeout: timeout, limit: limit, predicate: predicate).collect(from: source)
    }
}

extension MaterializedSequenceResult {
    /// The elements of a completed sequence; the error of a failed one, thrown.
    fileprivate func elementsOrError() throws -> [T] {
        switch self {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}
