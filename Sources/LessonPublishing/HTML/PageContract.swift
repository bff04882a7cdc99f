/// The names a page's markup, its scripts (`Assets/*.js`) and the browser check
/// (`Scripts/check_site_probe.js`) agree on. The Swift that writes the markup uses them from here; the
/// site's manifest (`SiteManifest`) writes them all, and the browser check reads them from it.
enum PageContract {
    /// The attribute of a frame of what changes with a scene's time (`TickFrames`): the first tick it
    /// shows.
    static let frameAttribute = "data-frame"
    /// The event the scrubber sends a scene's element whenever its time changes (`detail.time`).
    static let timeEvent = "rxsandbox:time"

    /// Every name, by the key the manifest gives it.
    static let names: [(key: String, value: String)] = [
        ("frameAttribute", frameAttribute), ("timeEvent", timeEvent),
    ]
}
