extension ObservableType {
    /// Each element transformed by `transform`. An error thrown by `transform` ends the sequence with
    /// that error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        UnaryOperator(asObservable()) { observer, cancel in
            MapSink(transform: transform, observer: observer, cancel: cancel)
        }
    }

    /// Each element transformed by `transform`, with the `nil` results left out.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        UnaryOperator(asObservable()) { observer, cancel in
            CompactMapSink(transform: transform, observer: observer, cancel: cancel)
        }
    }
}

final private class MapSink<Source, Result>: Sink<Source, Result> {
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, observer: ObserverNode<Result>, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    override func onNext(_ element: Source) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }
}

final private class CompactMapSink<Source, Result>: Sink<Source, Result> {
    private let transform: (Source) throws -> Result?

    init(transform: @escaping (Source) throws -> Result?, observer: ObserverNode<Result>, cancel: Cancelable)
    {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
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
