import Testing

@testable import LessonPublishing

/// What changes with a scene's time is drawn once per state: a frame per tick at which the drawing
/// changes, within the scrubber's ticks, the one at the scene's end shown.
@Suite struct TickFramesTests {
    /// A value that is 0.5 until 20, 1.0 from 20, 0.5 again from 40; a set at 30 changes nothing.
    private func value(at tick: Int) -> String {
        "<span>\(tick >= 40 ? "0.5" : tick >= 20 ? "1.0" : "0.5")</span>"
    }

    @Test func aFrameForEachChangeTheLastShown() {
        let html = TickFrames(first: 0, last: 60).html(changingAt: [40, 20, 30, 20], value)
        #expect(
            html
                == "<span data-frame=\"0\" hidden>0.5</span><span data-frame=\"20\" hidden>1.0</span>"
                + "<span data-frame=\"40\">0.5</span>")
    }

    @Test func ticksTheScrubberNeverReachesDrawNoFrame() {
        // Before the scene's first tick (the first frame starts there) and after its last.
        #expect(
            TickFrames(first: 25, last: 35).html(changingAt: [10, 20, 40], value)
                == "<span data-frame=\"25\">1.0</span>")
        #expect(
            TickFrames(first: -5, last: 19).html(changingAt: [20], value)
                == "<span data-frame=\"-5\">0.5</span>")
    }

    @Test func theFramesAttributesFollowTheTagName() {
        let frames = TickFrames(first: 0, last: 0)
        #expect(
            frames.html(changingAt: []) { _ in "<div class=\"view\">x</div>" }
                == "<div data-frame=\"0\" class=\"view\">x</div>")
        #expect(
            frames.html(changingAt: []) { _ in "<tspan>x</tspan>" } == "<tspan data-frame=\"0\">x</tspan>")
        #expect(frames.html(changingAt: []) { _ in "<rect/>" } == "<rect data-frame=\"0\"/>")
    }
}
