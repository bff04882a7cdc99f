import LessonPublishing
import Synchronization

/// The site `lessons serve` serves, held in memory: every file `SiteBuilder` made, by its path, each
/// page that has live scenes made live (`LivePage`), and the live script and style beside them.
///
/// Contract: a path names a file only if the site has it; nothing is read from the disk, so no path,
/// however it is written, reaches a file outside the site (there is no folder to climb out of and no
/// link to follow). A folder's path (`/`, `/ko/`) names its `index.html`. `replace(_:with:)` puts a
/// newer version of a page in (the learner's playground or answers, rebuilt).
package final class SiteContent: Sendable {
    /// A file of the site: its bytes and their media type.
    package struct File: Sendable, Equatable {
        package let contentType: String
        package let body: [UInt8]
    }

    private let files: Mutex<[String: File]>
    /// The pages `replace` put in: made by the learner's rebuilt code, which this process does not run.
    private let replaced: Mutex<Set<String>> = Mutex([])
    /// The secret the live pages hold.
    private let secret: String

    /// The site of `files` (paths relative to its root, as `SiteBuilder.files()` gives them), its pages
    /// made live with `secret`.
    package init(_ files: [(path: String, contents: String)], secret: String) {
        self.secret = secret
        var byPath: [String: File] = [:]
        for (path, contents) in files {
            byPath["/" + path] = Self.file(path, contents, secret: secret)
        }
        byPath[LivePage.scriptPath] = File(
            contentType: "text/javascript; charset=utf-8", body: Array((LivePage.script + "\n").utf8))
        byPath[LivePage.stylePath] = File(
            contentType: "text/css; charset=utf-8", body: Array((LivePage.style + "\n").utf8))
        self.files = Mutex(byPath)
    }

    /// The file at `path` (`/ko/operators.html`; `/ko/` for its index), if the site has one.
    package func file(at path: String) -> File? {
        let key = path.hasSuffix("/") ? path + "index.html" : path
        return files.withLock { $0[key] }
    }

    /// Replaces the page at `path` (relative to the root, `ko/playground.html`) with `contents`.
    package func replace(_ path: String, with contents: String) {
        let file = Self.file(path, contents, secret: secret)
        files.withLock { $0["/" + path] = file }
        replaced.withLock { _ = $0.insert(path) }
    }

    /// Whether a page `replace` put in shows the lesson `id` (in either language): its scenes are the
    /// learner's rebuilt code, not the code this process runs.
    package func hasReplacedPage(ofLesson id: String) -> Bool {
        replaced.withLock { paths in paths.contains { $0.hasSuffix("/\(id).html") } }
    }

    /// A file of the site, as served: a page made live.
    private static func file(_ path: String, _ contents: String, secret: String) -> File {
        if path.hasSuffix(".html") {
            return File(
                contentType: "text/html; charset=utf-8",
                body: Array(LivePage.html(contents, secret: secret).utf8))
        }
        return File(contentType: contentType(of: path), body: Array(contents.utf8))
    }

    /// The media type of a file of the site, by its extension.
    static func contentType(of path: String) -> String {
        if path.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if path.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if path.hasSuffix(".svg") { return "image/svg+xml" }
        if path.hasSuffix(".json") || path.hasSuffix(SiteBuilder.markerPath) { return "application/json" }
        return "text/plain; charset=utf-8"
    }
}
