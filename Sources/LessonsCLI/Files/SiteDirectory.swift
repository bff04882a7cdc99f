import Foundation
import LessonKit
import LessonPublishing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing a generated site into its folder, as a whole: the folder is replaced atomically
/// (`AtomicDirectory`), and only when it is new, empty, or a site `lessons site` made before (it holds
/// `SiteBuilder.markerPath`) — never a folder of other files given by mistake, nor one it can't read
/// (whose files it can't see). One run at a time writes a folder (`DirectoryLock`); another stops with
/// a message that names it.
package enum SiteDirectory {
    /// Writes `files` (paths relative to the site's folder) into a new folder put at `path`. Returns
    /// the old folders it moved aside and could not remove (`AtomicDirectory.replace`), for the caller
    /// to name. `listing` reads a folder's names (nil when there is no folder): a test's can fail.
    ///
    /// - Throws: `SiteDirectoryError`, or what `AtomicDirectory` and `DirectoryLock` throw.
    @discardableResult
    package static func write(
        _ files: [(path: String, contents: String)], to path: String,
        listing: (String) throws(SiteDirectoryError) -> [String]? = names(in:)
    ) throws -> [String] {
        let parts = try AtomicDirectory.checkedParts(of: path)
        let lock = try DirectoryLock.acquire(for: path, parts: parts)
        defer { lock.release() }
        // A Mac's Finder leaves a `.DS_Store` in any folder it shows: that does not make it someone's.
        let existing = try (listing(path) ?? []).filter { !ignoredNames.contains($0) }
        guard existing.isEmpty || existing.contains(SiteBuilder.markerPath) else {
            throw SiteDirectoryError.notASite(path: path)
        }
        let isSite = { (folder: String) in
            FileManager.default.fileExists(atPath: folder + "/" + SiteBuilder.markerPath)
        }
        return try AtomicDirectory.replace(at: path, isDisposable: isSite) { folder in
            for (relativePath, contents) in files {
                let url = folder.appendingPathComponent(relativePath)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
        }
    }

    /// The files a folder may hold and still count as empty: what a Mac's Finder writes into any folder
    /// it shows.
    static let ignoredNames: Set<String> = [".DS_Store"]

    /// The names in the folder at `path` (without `.` and `..`), or nil when nothing is there or it is
    /// not a folder (`AtomicDirectory` refuses that).
    ///
    /// - Throws: `SiteDirectoryError.unreadable` when the folder is there but can't be read.
    package static func names(in path: String) throws(SiteDirectoryError) -> [String]? {
        guard let directory = opendir(path) else {
            let error = errno
            if error == ENOENT || error == ENOTDIR { return nil }
            throw .unreadable(path: path, errorNumber: error)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}

/// Why a site was not written into a folder; its description is in English, `description(in:)` in
/// either language.
package enum SiteDirectoryError: Error, Equatable, CustomStringConvertible {
    /// The folder holds files and no site marker: it is not a site `lessons site` made.
    case notASite(path: String)
    /// The folder is there but can't be read (`errorNumber`: EACCES for a folder of mode 0300): what
    /// it holds can't be told, so it is not replaced.
    case unreadable(path: String, errorNumber: Int32)

    package var description: String {
        description(in: .en)
    }

    /// The description in `language`.
    package func description(in language: Language) -> String {
        switch self {
        case .notASite(let path):
            let marker = SiteBuilder.markerPath
            return Localized(
                ko: "'\(path)'에 파일이 있지만 'lessons site'가 만든 것이 아닙니다(\(marker) 파일이 없습니다): "
                    + "사이트는 디렉터리를 통째로 바꾸므로, 빈 디렉터리나 새 디렉터리를 주어야 합니다",
                en: "'\(path)' holds files and was not made by 'lessons site' (it has no \(marker)): "
                    + "it is replaced as a whole, so give an empty or new folder")[language]
        case .unreadable(let path, let errorNumber):
            let reason = String(cString: strerror(errorNumber))
            return Localized(
                ko: "'\(path)'에 무엇이 있는지 읽을 수 없습니다(\(reason)): 사이트는 디렉터리를 통째로 바꾸므로, "
                    + "읽을 수 있는 디렉터리를 주거나 권한을 바꾼 뒤 다시 실행하면 됩니다",
                en:
                    "cannot read what '\(path)' holds (\(reason)): it is replaced as a whole, so give a folder "
                    + "you can read, or change its permissions and run again")[language]
        }
    }
}
