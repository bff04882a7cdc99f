/// Which link destinations the HTML renderer turns into links.
///
/// Contract: allowed are `http:` and `https:` URLs, in-page anchors (`#…`) and relative paths
/// (`binder.html`, `../index.html`, `/lessons/`). Anything with another scheme (`javascript:`,
/// `data:`, `file:`), a protocol-relative `//host`, a backslash (which browsers read as `/`),
/// whitespace or control characters is refused, and its link text is shown as plain text.
package enum LinkDestinationPolicy {
    /// Whether a link to `destination` may be rendered.
    ///
    /// It reads scalar by scalar, as a browser does: a combining mark after `/` or `:` makes another
    /// `Character` of it in Swift, but not another URL (`//\u{322}host` is still protocol-relative).
    package static func allows(_ destination: String) -> Bool {
        let scalars = destination.unicodeScalars
        let forbidden = scalars.contains { scalar in
            scalar == "\\" || scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
        }
        if forbidden || scalars.starts(with: "//".unicodeScalars) { return false }
        let lowercased = destination.lowercased().unicodeScalars
        if lowercased.starts(with: "http://".unicodeScalars)
            || lowercased.starts(with: "https://".unicodeScalars)
        {
            return true
        }
        // Relative: no scheme, that is no `:` before the first `/`, `?` or `#`.
        let beforePath = scalars.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforePath.contains(":")
    }
}
