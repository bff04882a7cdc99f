/// An object with a `prefetchDataSource`, of type `PrefetchDataSource`; see `HasDelegate`.
public protocol HasPrefetchDataSource: AnyObject {
    /// The prefetch data source's type (a prefetching protocol).
    associatedtype PrefetchDataSource

    /// The object's prefetch data source.
    var prefetchDataSource: PrefetchDataSource? { get set }
}

extension DelegateProxyType
where ParentObject: HasPrefetchDataSource, Self.Delegate == ParentObject.PrefetchDataSource {
    /// The object's `prefetchDataSource`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.prefetchDataSource
    }

    /// Sets the object's `prefetchDataSource`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.prefetchDataSource = delegate
    }
}
