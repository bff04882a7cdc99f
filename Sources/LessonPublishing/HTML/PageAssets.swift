/// The pages' scripts and style sheets, read from the files in `Sources/LessonPublishing/Assets/`,
/// which SwiftPM compiles into the binary (`.embedInCode`): real JavaScript and CSS, that tools can
/// read, and still one `lessons` binary that needs no bundle at run time. `HTMLPage` puts them in
/// their order: the frames' script before the scrubber's, which it listens to, and the chain view's.
enum PageAssets {
    /// The script that shows, of what changes with a scene's time, the state at the scrubber's time
    /// (put before the scrubber's in the site's script, so that it listens before the scrubber first
    /// says the time). Swift draws each such part once for each of its states (`TickFrames`: sibling
    /// elements marked `data-frame` with the first tick each shows); on each `rxsandbox:time` event of
    /// its scene, `CustomEvent("rxsandbox:time", { detail: { time } })`, which the scrubber sends whenever
    /// the time changes (and once when it is set up), the script shows in each group the last frame at
    /// or before that time and hides the others, and writes the time into the simulated screen's
    /// caption. It draws nothing itself. (`Assets/frames.js`)
    static let framesScript = text(PackageResources.frames_js)

    /// The script of a scene's chain view. Selecting a node of the tree (a click, or Enter or Space on it)
    /// highlights its lane and the events on it and dims the other lanes; selecting it again, or another
    /// node, undoes that. (How many subscriptions of a node are active at the scrubber's time is drawn by
    /// `ChainFigure` for each time it changes, and shown by the frames script.) (`Assets/chain.js`)
    static let chainScript = text(PackageResources.chain_js)

    /// The script of every page: the time scrubber. It is an enhancement: without it the page shows the
    /// whole diagram and the UI at the end. With it, each scene's controls appear: a slider (its arrow
    /// keys move one tick; Page Up/Down or Shift with an arrow jump to the previous or next event), buttons
    /// for the previous and next event, play/pause with a speed, and a click on a diagram moves the time
    /// there (to the event under the pointer when there is one). At every time the script moves a cursor
    /// (drawn behind the marbles, in the band that shows that time), outlines the events after it, marks
    /// the events at it, and tells the scene's element
    /// with a `rxsandbox:time` event (`detail.time`). When it has set up every scene it marks the page
    /// `data-scrubber="ready"` (the browser check looks for that).
    /// (`Assets/scrubber.js`)
    static let scrubberScript = text(PackageResources.scrubber_js)

    /// The style sheet of every page, inlined so that a page needs nothing else: light and dark colour
    /// schemes, readable from phone width up.
    /// (`Assets/site.css`)
    static let siteStyle = text(PackageResources.site_css)

    /// The style sheet of the simulated screen (appended to the site's): the property table and the
    /// screen side by side on a wide page and one above the other on a phone, and each view of the
    /// screen drawn with CSS only. The screen is a white device in both colour schemes, because the
    /// colours it draws are the scene's own (a label is black by default); the states a view is in are
    /// drawn from its `data-is-…` attributes.
    /// (`Assets/screen.css`)
    static let screenStyle = text(PackageResources.screen_css)

    /// The style of a scene's chain view (`ChainFigure`): the tree's boxes and lines in the page's colours
    /// (light and dark), a selected node and its lane highlighted, the other lanes dimmed, a node with no
    /// active subscription at the scrubber's time drawn hollow, its name muted.
    /// (`Assets/chain.css`)
    static let chainStyle = text(PackageResources.chain_css)

    /// The script of a page served live by `lessons serve` (never part of the static site): the
    /// editors of the scenes' input lanes, which send each change to the server and swap in the scene
    /// it answers with (see `LivePage`). (`Assets/live.js`)
    static let liveScript = text(PackageResources.live_js)

    /// The style of the live editors. (`Assets/live.css`)
    static let liveStyle = text(PackageResources.live_css)

    /// The text of an embedded file, without the line break it ends with (so that the pages are the
    /// same bytes as when the text lived in Swift).
    private static func text(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
