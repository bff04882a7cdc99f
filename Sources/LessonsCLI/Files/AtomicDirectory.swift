import Foundation

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
/// never a half-built directory. Two replacements of one path must not run at the same time.
///
/// It refuses, before touching anything, the empty path, `/`, `.` and `..`, the current directory and
/// any directory holding it, and a path that exists but is not a directory (a file, a link).
package enum AtomicDirectory {
    /// Replaces the directory at `path` by what `build` puts in the empty directory it is given (see the
    /// type's contract).
    ///
    /// - Throws: the error `build` throws, as it is, or a `FileWriteError`.
    package static func replace(at path: String, with build: (URL) throws -> Void) throws {
        let parts = try checkedParts(of: path)
        let temporaryPath = parts.sibling(named: ".\(parts.name).tmp-\(getpid())")
        let backupPath = parts.sibling(named: ".\(parts.name).old-\(getpid())")
        removeIfPresent(temporaryPath)  // left by a run that crashed, under this process id
        guard mkdir(temporaryPath, 0o777) == 0 else {
            let error = errno
            throw FileWriteError.systemCallFailed(
                "could not create the temporary directory '\(temporaryPath)'", path: path,
                errorNumber: error, directory: parts.directory)
        }
        do {
            try build(URL(fileURLWithPath: temporaryPath, isDirectory: true))
        } catch {
            removeIfPresent(temporaryPath)
            throw error
        }
        try swap(temporaryPath, into: path, backup: backupPath, parts: parts)
    }

    /// Puts the directory at `temporaryPath` at `path`, moving the old one (if any) aside, then removing
    /// it; when a rename fails, puts everything back as it was.
    private static func swap(
        _ temporaryPath: String, into path: String, backup backupPath: String, parts: PathParts
    ) throws(FileWriteError) {
        let target = parts.sibling(named: parts.name)  // the path without trailing slashes
        removeIfPresent(backupPath)
        let hadOldDirectory = rename(target, backupPath) == 0
        let error = hadOldDirectory ? 0 : errno
        if !hadOldDirectory, error != ENOENT {  // ENOENT: there is no old directory
            removeIfPresent(temporaryPath)
            throw .systemCallFailed(
                "could not move the old directory aside, to '\(backupPath)'", path: path,
                errorNumber: error, directory: parts.directory)
        }
        guard rename(temporaryPath, target) == 0 else {
            let error = errno
            if hadOldDirectory {
                _ = rename(backupPath, target)
            }
            removeIfPresent(temporaryPath)
            throw .systemCallFailed(
                "could not rename '\(temporaryPath)' to it", path: path, errorNumber: error,
                directory: parts.directory)
        }
        if hadOldDirectory {
            removeIfPresent(backupPath)  // best effort: the new directory is in place already
        }
    }

    /// The parts of `path`, once it is known to be a directory that may be replaced.
    private static func checkedParts(of path: String) throws(FileWriteError) -> PathParts {
        func refuse(_ problem: String, _ advice: String) -> FileWriteError {
            FileWriteError(path: path, problem: problem, advice: advice)
        }
        let parts = PathParts(path)
        let ownDirectory = "give a directory of its own, like 'site'"
        switch parts.name {
        case "":
            throw path.isEmpty ? refuse("the path is empty", ownDirectory) : refuse("it is '/'", ownDirectory)
        case ".": throw refuse("it is the current directory", ownDirectory)
        case "..": throw refuse("it is a parent directory", ownDirectory)
        default: break
        }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return parts  // it does not exist yet: nothing to check (a missing holder fails at mkdir)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            let kind = status.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "a file"
            throw refuse("it is \(kind), not a directory", "remove it, or choose another path")
        }
        if let target = resolved(path), let current = resolved(".") {
            if target == "/" {
                throw refuse("it is '/'", ownDirectory)
            }
            if target == current {
                throw refuse("it is the current directory", ownDirectory)
            }
            if current.hasPrefix(target + "/") {
                throw refuse("it holds the current directory", ownDirectory)
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

    /// Removes the file or directory tree at `path`, if there is one; failures are ignored.
    private static func removeIfPresent(_ path: String) {
        var status = stat()
        if lstat(path, &status) == 0 {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
