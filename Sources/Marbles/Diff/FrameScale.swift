import RxVirtualTime

/// The frames a mismatch is drawn in: the diagram's own (`timing.ticksPerFrame`), unless an actual
/// event falls between two of its frames; then the largest frame that puts every time on a frame, and
/// a note that says so (in `words`).
struct FrameScale {
    let origin: TestTime
    let ticksPerFrame: Int
    /// What to tell the reader about the scale (nothing, when it is the diagram's own).
    let notes: [String]

    init(timing: MarbleTiming, times: [TestTime], words: MismatchWords) {
        origin = timing.origin
        let step = times.reduce(timing.ticksPerFrame) { Self.greatestCommonDivisor($0, $1 - timing.origin) }
        ticksPerFrame = step
        notes = step == timing.ticksPerFrame ? [] : ["  " + words.rescaled(step, timing.ticksPerFrame)]
    }

    func frame(ofTick tick: TestTime) -> Int {
        (tick - origin) / ticksPerFrame
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a.magnitude, b.magnitude)
        while b != 0 { (a, b) = (b, a % b) }
        return Int(a)
    }
}
