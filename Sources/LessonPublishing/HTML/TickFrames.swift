/// A part of a scene's page that changes with the scrubber's time — a view of the simulated screen, a
/// value in the property table, a node's active subscriptions — drawn by Swift once for each state it
/// is in. Each state is a *frame*: the element `draw` writes for a tick, with `data-frame` set to the
/// first tick it shows. The frames are siblings; the page's script (`Assets/frames.js`) only chooses
/// which one to show — the last whose tick is at or before the scrubber's time, else the first — and
/// hides the others with the `hidden` attribute. Swift leaves shown the frame of the scene's last tick,
/// where the page opens, so a page without its script shows the scene's end, and one with it starts
/// there too (the browser check, "screens", holds the two to the same frame).
struct TickFrames {
    /// The scene's first tick, where the scrubber starts: the first frame starts there.
    var first: Int
    /// The scene's last tick, where the scrubber ends and the page opens: its frame is the one shown.
    var last: Int

    /// The frames of a part that can change only at `ticks` (the ticks of its sets, in any order; one
    /// outside the scrubber's ticks is never shown). `draw(t)` is the part's element at `t`;
    /// consecutive ticks drawn the same are one frame.
    func html(changingAt ticks: [Int], _ draw: (Int) -> String) -> String {
        var frames: [(tick: Int, markup: String)] = []
        for tick in [first] + Set(ticks.filter { first < $0 && $0 <= last }).sorted() {
            let markup = draw(tick)
            if frames.last?.markup != markup { frames.append((tick, markup)) }
        }
        return frames.indices.map { index in
            Self.mark(frames[index].markup, tick: frames[index].tick, hidden: index != frames.count - 1)
        }.joined()
    }

    /// `markup` (an element) with the frame's attributes after its tag name.
    private static func mark(_ markup: String, tick: Int, hidden: Bool) -> String {
        let attributes = " \(PageContract.frameAttribute)=\"\(tick)\"" + (hidden ? " hidden" : "")
        guard markup.hasPrefix("<"),
            let end = markup.dropFirst().firstIndex(where: { $0 == " " || $0 == ">" || $0 == "/" })
        else {
            preconditionFailure("a frame is an element: \(markup.prefix(40))")
        }
        return String(markup[..<end]) + attributes + String(markup[end...])
    }
}
