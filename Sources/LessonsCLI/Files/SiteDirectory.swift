import Foundation
import LessonKit
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

/// Why a site was not written into a folder; its description is in English, `description(in:)` in
/// either language.
package enum SiteDirectoryError: Error, Equatable, CustomStringConvertible {
    /// The folder holds files and no site marker: it is not a site `lessons site` made.
    case notASite(path: String)

    package var description: String {
        description(in: .en)
    }

    /// The description in `language`.
    package func description(in language: Language) -> String {
        switch self {
        case .notASite(let path):
            let marker = SiteBuilder.marker.path
            return Localized(
                ko: "'\(path)'에 파일이 있지만 'lessons site'가 만든 것이 아닙니다(\(marker) 파일이 없습니다): "
                    + "사이트는 디렉터리를 통째로 바꾸므로, 빈 디렉터리나 새 디렉터리를 주어야 합니다",
                en: "'\(path)' holds files and was not made by 'lessons site' (it has no \(marker)): "
                    + "it is replaced as a whole, so give an empty or new folder")[language]
        }
    }
}
