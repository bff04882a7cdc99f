import RxVirtualTime

/// How marble frames map to RxTest ticks: `tick = origin + frame × ticksPerFrame`.
///
/// The default, 10 ticks per frame from 0, matches the habit of RxTest tests (`next(210, …)`):
/// `--a` is `next(20, "a")`. For a diagram of what `scheduler.start { … }` records, which subscribes at
/// 200, use `MarbleTiming(origin: 200)`: `--a` is then `next(220, "a")`.
public struct MarbleTiming: Equatable {
    /// How many ticks one frame lasts.
    public var ticksPerFrame: Int
    /// The tick of frame 0 (for a hot diagram, of its `^`).
    public var origin: TestTime

    /// A mapping of `ticksPerFrame` ticks per frame, frame 0 at `origin`.
    public init(ticksPerFrame: Int = 10, origin: TestTime = 0) {
        precondition(ticksPerFrame > 0, "MarbleTiming: ticksPerFrame must be positive")
        self.ticksPerFrame = ticksPerFrame
        self.origin = origin
    }

    /// The default mapping: 10 ticks per frame, frame 0 at tick 0.
    public static let `default` = MarbleTiming()

    /// The tick of `frame`.
    public func tick(ofFrame frame: Int) -> TestTime {
        origin + frame * ticksPerFrame
    }
}
