/// The names a page's markup, its scripts (`Assets/*.js`), its style sheets and the browser check
/// (`Scripts/check-site/probe.js`) agree on: the events the scripts send each other, the `data-`
/// attributes they read, the classes they find elements by, and the classes they set for the style
/// sheets to draw. The site's manifest (`SiteManifest`) writes the names the browser check reads
/// from it (`names`), and `PageContractTests` holds the scripts and the pages to the lists: a script
/// that reads a name not declared here, or a page that no longer writes one, fails it.
enum PageContract {
    /// The attribute of a frame of what changes with a scene's time (`TickFrames`): the first tick it
    /// shows.
    static let frameAttribute = "data-frame"
    /// The event the scrubber sends a scene's element whenever its time changes (`detail.time`).
    static let timeEvent = "rxsandbox:time"
    /// The attribute the scrubber sets on `<html>`: `ready` once every scene is set up.
    static let scrubberAttribute = "data-scrubber"
    /// The attribute that ties a chain node to its lane (`data-stream="k"` on both).
    static let streamAttribute = "data-stream"

    /// The `data-` attributes the page's markup writes and the scripts or the browser check read:
    /// the frames', a marble diagram's (each band's ticks and its top, bottom and tick-to-x anchors;
    /// each mark's tick; each lane's number, `SvgMarbleRenderer`), and the scrubber's words.
    static let attributes = [
        frameAttribute, streamAttribute, "data-time", "data-from", "data-to", "data-top", "data-bottom",
        "data-anchors", "data-play", "data-pause", "data-prefix",
        // A scene's inputs, for the live editors (`SceneSection`; read by `live.js` under `serve`).
        "data-lesson", "data-scene", "data-position", "data-kind", "data-lane",
    ]
    /// The `data-` attributes the scripts set: the scrubber's; and, on a live page, a scene's state
    /// (`data-live`: `running`, `ready`, `error`, `failed`), the page's (`data-live-page`: `updated`,
    /// `failed`; `data-live-events`: `open`), an editor's marbles (their index and frame) and a code
    /// literal's first text (`data-written`). The live ones are what `Scripts/check_live.py` waits on.
    static let scriptAttributes = [
        scrubberAttribute, "data-live", "data-live-page", "data-live-events", "data-index",
        "data-marble-frame",
        "data-written",
    ]

    /// The classes of the elements the page's markup writes and the scripts or the browser check find
    /// them by.
    static let classes = [
        // A scene, its diagram (`SvgMarbleRenderer`) and its marks.
        "scene", "diagram", "marble-diagram", "band", "axis", "break", "stream", "subscription", "event",
        "subscribe", "unsubscribe", "name",
        // The scrubber's controls.
        "scrubber", "play", "speed", "previous", "next",
        // The simulated screen and the property table.
        "screen", "screen-time", "device", "view", "view-name", "value",
        // The chain view.
        "chain", "chain-graph", "chain-node", "repeat", "active",
        // A scene's inputs (the live editors' place, with the line that says how to make it live), and
        // a string literal of highlighted code (which a live page shows edited).
        "live-inputs", "live-note", "live-lanes", "str",
    ]
    /// The classes of the live editors, which `live.js` makes and `live.css` draws (only under
    /// `serve`: neither is part of the static site).
    static let liveClasses = [
        "live-editors", "live-lane", "live-lane-label", "live-kind", "live-strip", "live-track", "live-line",
        "live-marble", "live-tools", "live-value", "live-text-row",
        "live-text", "live-error", "live-help", "live-status", "live-edited", "live-banner",
    ]
    /// The classes the scripts set, which the style sheets draw: the scrubber's cursor, the marks
    /// after it and at it, a selected chain node and its lane, and a part a script has set up.
    static let scriptClasses = ["cursor", "future", "now", "selected", "selecting", "scripted"]
    /// The events the scripts send.
    static let events = [timeEvent]

    /// The names the browser check reads from the site's manifest, by key.
    static let names: [(key: String, value: String)] = [
        ("frameAttribute", frameAttribute), ("timeEvent", timeEvent),
        ("scrubberAttribute", scrubberAttribute),
        ("streamAttribute", streamAttribute),
    ]
}
