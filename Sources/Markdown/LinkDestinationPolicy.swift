/// Which link destinations the HTML renderer turns into links.
///
/// Contract: allowed are `http:` and `https:` URLs, in-page anchors (`#…`) and relative paths
/// (`binder.html`, `../index.html`, `/lessons/`). Anything with another scheme (`javascript:`,
/// `data:`, `file:`), a protocol-relative `//host`, a backslash (which browsers read as `/`),
/// whitespace or control characters is refused, and its link text is shown as plain text.
package enum LinkDestinationPolicy {
    /// Whether a link to `destination` may be rendered.
    package static func allows(_ destination: String) -> Bool {
        let forbidden = destination.unicodeScalars.contains { scalar in
            scalar == "\\" || scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
        }
        if forbidden || destination.hasPrefix("//") { return false }
        let lowercased = destination.lowercased()
        if lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://") { return true }
        // Relative: no scheme, that is no `:` before the first `/`, `?` or `#`.
        let beforePath = destination.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforePath.contains(":")
    }
}
