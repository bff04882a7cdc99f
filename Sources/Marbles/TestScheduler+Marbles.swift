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
        createHotObservable(
            try Marbles.events(
                diagram, values: values, strict: strict, error: error, kind: .hot, timing: timing))
    }

    /// A cold test observable that sends the events of a marble diagram, as RxJS's `cold()` does: frame 0
    /// is each subscription (so `timing.origin` is normally 0). Values as in `Marbles.events`.
    public func createColdObservable<Value>(
        _ diagram: String, values: [String: Value] = [:], strict: Bool = false, error: Error = MarbleError(),
        timing: MarbleTiming = .default
    ) throws -> TestableObservable<Value> {
        createColdObservable(
            try Marbles.events(
                diagram, values: values, strict: strict, error: error, kind: .cold, timing: timing))
    }
}
