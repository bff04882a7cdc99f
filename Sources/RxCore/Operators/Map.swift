extension ObservableType {
    /// Each element transformed by `transform`. An error thrown by `transform` ends the sequence with
    /// that error.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        UnaryOperator(asObservable(), name: "map") { observer in
            MapSink(transform: transform, observer: observer)
        }
    }

    /// Each element transformed by `transform`, with the `nil` results left out.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        UnaryOperator(asObservable(), name: "compactMap") { observer in
            CompactMapSink(transform: transform, observer: observer)
        }
    }
}

@usableFromInline
final class MapSink<Source, Result>: Sink<Source, Result> {
    private let transform: (Source) throws -> Result

    @usableFromInline
    init(transform: @escaping (Source) throws -> Result, observer: ObserverNode<Result>) {
        self.transform = transform
        super.init(observer: observer)
    }

    override func onNext(_ element: Source) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }
}

@usableFromInline
final class CompactMapSink<Source, Result>: Sink<Source, Result> {
    private let transform: (Source) throws -> Result?

    @usableFromInline
    init(transform: @escaping (Source) throws -> Result?, observer: ObserverNode<Result>) {
        self.transform = transform
        super.init(observer: observer)
    }

    override func onNext(_ element: Source) {
        do {
            if let result = try transform(element) {
                forwardNext(result)
            }
        } catch {
            forwardError(error)
        }
    }
}
