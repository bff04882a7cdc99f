/// One group of `groupBy`: the elements of the source whose key is `key`, in order.
///
/// Subscribing gets the group's elements from then on (a group is hot: what came before is not
/// repeated), and the source's end. While a group is subscribed, the source stays subscribed even if
/// the subscription to `groupBy` itself is disposed.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key
    private let source: Observable<Element>

    /// A group with key `key`, whose elements are those of `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as a plain `Observable` (without the key).
    public func asObservable() -> Observable<Element> {
        source
    }
}
