extension ObservableType {
    /// A running accumulation: each element is folded into the accumulator, whose new value is sent.
    /// The seed itself is not sent.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }

    /// A running accumulation that mutates the accumulator in place; its value after each element is
    /// sent.
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        UnaryOperator(asObservable(), name: "scan") { observer in
            ScanSink(seed: seed, accumulator: accumulator, observer: observer)
        }
    }
}

final private class ScanSink<Element, Accumulate>: Sink<Element, Accumulate> {
    private var accumulate: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void

    init(
        seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        observer: ObserverNode<Accumulate>
    ) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    override func onNext(_ element: Element) {
        do {
            try accumulator(&accumulate, element)
            forwardNext(accumulate)
        } catch {
            forwardError(error)
        }
    }
}
