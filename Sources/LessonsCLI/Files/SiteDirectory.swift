import Foundation
import LessonPublishing

/// Writing a generated site into its folder, as a whole: the folder is replaced atomically
/// (`AtomicDirectory`), and only when it is new, empty, or a site `lessons site` made before (it holds
/// `SiteBuilder.marker`) — never a folder of other files given by mistake.
package enum SiteDirectory {
    /// Writes `files` (paths relative to the site's folder) into a new folder put at `path`.
    ///
    /// - Throws: `SiteDirectoryError.notASite`, or what `AtomicDirectory` throws.
    package static func write(_ files: [(path: String, contents: String)], to path: String) throws {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        guard existing.isEmpty || existing.contains(SiteBuilder.marker.path) else {
            throw SiteDirectoryError.notASite(path: path)
        }
        try AtomicDirectory.replace(at: path) { folder in
            for (relativePath, contents) in files {
                let url = folder.appendingPathComponent(relativePath)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
        }
    }
}

/// Why a site was not written into a folder.
package enum SiteDirectoryError: Error, Equatable, CustomStringConvertible {
    /// The folder holds files and no site marker: it is not a site `lessons site` made.
    case notASite(path: String)

    package var description: String {
        switch self {
        case .notASite(let path):
            return
                "'\(path)' holds files and was not made by 'lessons site' (it has no \(SiteBuilder.marker.path)): "
                + "it is replaced as a whole, so give an empty or new folder"
        }
    }
}
