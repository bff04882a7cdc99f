import RxCore
import RxVirtualTime

extension TestScheduler {
    /// A hot test observable that sends the events of a marble diagram, as RxJS's `hot()` does: `^` is
    /// frame 0, at `timing.origin` (give `MarbleTiming(origin: 200)` to line `^` up with the
    /// subscription of `start { … }`). Values as in `Marbles.events`.
    public func createHotObservable<Value>(
        _ diagram: String, values: [String: Value] = [:], strict: Bool = false, error: Error = MarbleError(),
        timing: MarbleTiming = .default
    ) throws -> TestableObservable<Value> {
        try made(from: diagram, kind: .hot) { diagram in
            createHotObservable(
                try Marbles.events(
                    diagram, values: values, strict: strict, error: error, kind: .hot, timing: timing))
        }
    }

    /// A cold test observable that sends the events of a marble diagram, as RxJS's `cold()` does: frame 0
    /// is each subscription (so `timing.origin` is normally 0). Values as in `Marbles.events`.
    public func createColdObservable<Value>(
        _ diagram: String, values: [String: Value] = [:], strict: Bool = false, error: Error = MarbleError(),
        timing: MarbleTiming = .default
    ) throws -> TestableObservable<Value> {
        try made(from: diagram, kind: .cold) { diagram in
            createColdObservable(
                try Marbles.events(
                    diagram, values: values, strict: strict, error: error, kind: .cold, timing: timing))
        }
    }

    /// An observable made by `make` from `diagram`: while a scene runs, one of its inputs, noted and
    /// perhaps made from a replacement (see `MarbleInputs`).
    private func made<Value>(
        from diagram: String, kind: MarbleDiagram.Kind, _ make: (String) throws -> TestableObservable<Value>
    ) throws -> TestableObservable<Value> {
        guard let inputs = MarbleInputs.current else { return try make(diagram) }
        return try inputs.make(diagram, kind: kind, make)
    }
}
