extension ObservableType where Element: Equatable {
    /// The elements that differ from the one before them (the first always passes).
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// The elements whose key differs from the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// The elements that `comparer` does not call equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Observable<Element>
    {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// The elements whose key `comparer` does not call equal to the previous element's key.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        UnaryOperator(asObservable(), name: "distinctUntilChanged") { observer in
            DistinctUntilChangedSink(
                keySelector: keySelector, comparer: comparer, observer: observer)
        }
    }

    /// The elements whose property at `keyPath` differs from the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    {
        distinctUntilChanged { $0[keyPath: keyPath] }
    }
}

final private class DistinctUntilChangedSink<Element, Key>: Sink<Element, Element> {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    private var previousKey: Key?

    init(
        keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
        observer: ObserverNode<Element>
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        do {
            let key = try keySelector(element)
            if let previousKey, try comparer(previousKey, key) {
                return
            }
            previousKey = key
            forwardNext(element)
        } catch {
            forwardError(error)
        }
    }
}
