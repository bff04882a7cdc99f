/// A path cut in two: the directory that holds it, and its last component, its name.
///
/// Trailing slashes are ignored (`docs/` is `docs`). A path without a slash is in `.`; `/` has an
/// empty name. Nothing is looked up on disk.
struct PathParts {
    /// The directory holding the path: `.`, `/`, or the path up to its last slash.
    let directory: String
    /// The last component: `a.html` for `out/a.html`, empty for `/` and for the empty path.
    let name: String

    init(_ path: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") {
            trimmed.removeLast()
        }
        if let slash = trimmed.lastIndex(of: "/") {
            let holder = trimmed[..<slash]
            directory = holder.isEmpty ? "/" : String(holder)
            name = String(trimmed[trimmed.index(after: slash)...])
        } else {
            directory = "."
            name = String(trimmed)
        }
    }

    /// The path of `name` in the same directory, e.g. a temporary sibling.
    func sibling(named name: String) -> String {
        switch directory {
        case "/": return "/" + name
        case ".": return name
        default: return directory + "/" + name
        }
    }
}
