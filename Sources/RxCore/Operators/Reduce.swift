extension ObservableType {
    /// The elements folded into one value, sent when the sequence completes (the seed, if there were no
    /// elements), followed by `completed`.
    public func reduce<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator) { $0 }
    }

    /// The elements folded into one value, which `mapResult` turns into the single element sent on
    /// completion.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        UnaryOperator(asObservable(), name: "reduce") { observer in
            ReduceSink(
                seed: seed, accumulator: accumulator, mapResult: mapResult, observer: observer
            )
        }
    }
}

final private class ReduceSink<Element, Accumulate, Result>: Sink<Element, Result> {
    private var accumulate: Accumulate
    private let accumulator: (Accumulate, Element) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(
        seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result, observer: ObserverNode<Result>
    ) {
        accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        do {
            accumulate = try accumulator(accumulate, element)
        } catch {
            forwardError(error)
        }
    }

    override func onCompleted() {
        do {
            forwardNext(try mapResult(accumulate))
            forwardCompleted()
        } catch {
            forwardError(error)
        }
    }
}
