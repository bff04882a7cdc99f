import Foundation
import LessonKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replacing a directory with a complete new one, or leaving it as it was.
///
/// `replace(at:with:)` builds the new directory in a temporary sibling, `.<name>.tmp-<pid>`, then swaps
/// it in: the old directory is renamed to `.<name>.old-<pid>`, the new one is renamed into place, and
/// the old one is removed. If `build` throws or a step fails, the temporary directory is removed and
/// the old directory is where it was, untouched. The target need not exist yet; the directory holding
/// it must.
///
/// Between the two renames the path is missing for an instant: a reader may find nothing there, but
/// never a half-built directory. Two replacements of one path must not run at the same time (hold its
/// `DirectoryLock`).
///
/// What a run that died left (killed in the middle, say) is tidied by the next one: its temporary
/// directory is removed, and its old directory is put back when the path is missing, else removed when
/// `isDisposable` says it may be. An old directory that can't be removed is returned, so that the
/// caller says where it is: nothing moved aside is ever lost without a word.
///
/// It refuses, before touching anything, the empty path, `/`, `.` and `..`, the current directory and
/// any directory holding it, and a path that exists but is not a directory (a file, a link).
package enum AtomicDirectory {
    /// Replaces the directory at `path` by what `build` puts in the empty directory it is given (see the
    /// type's contract). Returns the old directories it left behind: moved aside and not removable.
    ///
    /// - Throws: the error `build` throws, as it is, or a `FileWriteError`.
    @discardableResult
    package static func replace(
        at path: String, isDisposable: (String) -> Bool = { _ in true }, with build: (URL) throws -> Void
    ) throws -> [String] {
        let parts = try checkedParts(of: path)
        let temporaryPath = parts.sibling(named: ".\(parts.name).tmp-\(getpid())")
        let backupPath = parts.sibling(named: ".\(parts.name).old-\(getpid())")
        var leftovers = tidyDeadRuns(of: parts, isDisposable: isDisposable)
        removeIfPresent(temporaryPath)  // left by a run that crashed, under this process id
        guard mkdir(temporaryPath, 0o777) == 0 else {
            let error = errno
            throw FileWriteError.systemCallFailed(
                Localized(
                    ko: "임시 디렉터리를 만들지 못했습니다: '\(temporaryPath)'",
                    en: "could not create the temporary directory '\(temporaryPath)'"),
                path: path, errorNumber: error, directory: parts.directory)
        }
        do {
            try build(URL(fileURLWithPath: temporaryPath, isDirectory: true))
        } catch {
            removeIfPresent(temporaryPath)
            throw error
        }
        if let kept = try swap(temporaryPath, into: path, backup: backupPath, parts: parts) {
            leftovers.append(kept)
        }
        return leftovers
    }

    /// Tidies what dead runs left beside `parts`: their temporary directories removed; their old
    /// directories put back when the target is missing, else removed if `isDisposable`. Returns the old
    /// directories it left.
    private static func tidyDeadRuns(of parts: PathParts, isDisposable: (String) -> Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parts.directory)) ?? []
        var leftovers: [String] = []
        for name in names.sorted() {
            for kind in ["tmp", "old"] {
                let prefix = ".\(parts.name).\(kind)-"
                guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(),
                    kill(pid, 0) != 0, errno == ESRCH
                else { continue }
                let path = parts.sibling(named: name)
                var status = stat()
                if kind == "old", lstat(parts.sibling(named: parts.name), &status) != 0 {
                    _ = rename(path, parts.sibling(named: parts.name))  // the target is missing: put it back
                } else if kind == "tmp" || isDisposable(path) {
                    if !removeIfPresent(path), kind == "old" { leftovers.append(path) }
                } else {
                    leftovers.append(path)
                }
            }
        }
        return leftovers
    }

    /// Puts the directory at `temporaryPath` at `path`, moving the old one (if any) aside, then removing
    /// it; when a rename fails, puts everything back as it was. Returns the old directory's path when
    /// it could not be removed.
    private static func swap(
        _ temporaryPath: String, into path: String, backup backupPath: String, parts: PathParts
    ) throws(FileWriteError) -> String? {
        let target = parts.sibling(named: parts.name)  // the path without trailing slashes
        removeIfPresent(backupPath)
        let hadOldDirectory = rename(target, backupPath) == 0
        let error = hadOldDirectory ? 0 : errno
        if !hadOldDirectory, error != ENOENT {  // ENOENT: there is no old directory
            removeIfPresent(temporaryPath)
            throw .systemCallFailed(
                Localized(
                    ko: "이전 디렉터리를 옆으로 옮기지 못했습니다: '\(backupPath)'",
                    en: "could not move the old directory aside, to '\(backupPath)'"),
                path: path, errorNumber: error, directory: parts.directory)
        }
        guard rename(temporaryPath, target) == 0 else {
            let error = errno
            let restored = !hadOldDirectory || rename(backupPath, target) == 0
            removeIfPresent(temporaryPath)
            var failure = FileWriteError.systemCallFailed(
                Localized(
                    ko: "임시 디렉터리 '\(temporaryPath)'의 이름을 바꾸지 못했습니다",
                    en: "could not rename '\(temporaryPath)' to it"),
                path: path, errorNumber: error, directory: parts.directory)
            if !restored {
                failure.advice = Localized(
                    ko: "이전 디렉터리는 '\(backupPath)'에 그대로 있습니다: 이름을 '\(target)'로 되돌리면 됩니다",
                    en: "the old directory is at '\(backupPath)', whole: rename it back to '\(target)'")
            }
            throw failure
        }
        // The new directory is in place: the old one goes, or is said to be left.
        return hadOldDirectory && !removeIfPresent(backupPath) ? backupPath : nil
    }

    /// The parts of `path`, once it is known to be a directory that may be replaced.
    static func checkedParts(of path: String) throws(FileWriteError) -> PathParts {
        func refuse(_ problem: Localized, _ advice: Localized) -> FileWriteError {
            FileWriteError(path: path, problem: problem, advice: advice)
        }
        let parts = PathParts(path)
        let ownDirectory = Localized(
            ko: "'site'처럼 따로 쓰는 디렉터리를 주면 됩니다", en: "give a directory of its own, like 'site'")
        let root = Localized(ko: "'/'입니다", en: "it is '/'")
        let current = Localized(ko: "현재 디렉터리입니다", en: "it is the current directory")
        switch parts.name {
        case "":
            throw path.isEmpty
                ? refuse(Localized(ko: "경로가 비어 있습니다", en: "the path is empty"), ownDirectory)
                : refuse(root, ownDirectory)
        case "." where parts.directory == ".": throw refuse(current, ownDirectory)
        case ".." where parts.directory == ".":
            throw refuse(Localized(ko: "상위 디렉터리입니다", en: "it is a parent directory"), ownDirectory)
        case ".", "..":
            // `out/site/.` is `out/site` itself, and `out/site/..` is `out`: say which is meant.
            let meant = parts.name == "." ? parts.directory : PathParts(parts.directory).directory
            guard meant != "." else { throw refuse(current, ownDirectory) }
            throw refuse(
                Localized(ko: "'/\(parts.name)'로 끝나는 경로입니다", en: "the path ends in '/\(parts.name)'"),
                Localized(
                    ko: "디렉터리 자체의 경로를 주면 됩니다(예: '\(meant)')",
                    en: "give the directory's own path, like '\(meant)'"))
        default: break
        }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return parts  // it does not exist yet: nothing to check (a missing holder fails at mkdir)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            let kind =
                status.st_mode & S_IFMT == S_IFLNK
                ? Localized(ko: "심볼릭 링크", en: "a symbolic link") : Localized(ko: "파일", en: "a file")
            throw refuse(
                Localized(ko: "디렉터리가 아니라 \(kind.ko)입니다", en: "it is \(kind.en), not a directory"),
                Localized(ko: "지우거나 다른 경로를 고르면 됩니다", en: "remove it, or choose another path"))
        }
        if let target = resolved(path), let here = resolved(".") {
            if target == "/" {
                throw refuse(root, ownDirectory)
            }
            if target == here {
                throw refuse(current, ownDirectory)
            }
            if here.hasPrefix(target + "/") {
                throw refuse(
                    Localized(ko: "현재 디렉터리를 담고 있습니다", en: "it holds the current directory"), ownDirectory)
            }
        }
        return parts
    }

    /// The absolute path of `path` with every link followed (realpath(3)), or nil.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Removes the file or directory tree at `path`, if there is one; whether nothing is there now.
    @discardableResult
    private static func removeIfPresent(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return true }
        try? FileManager.default.removeItem(atPath: path)
        return lstat(path, &status) != 0
    }
}
