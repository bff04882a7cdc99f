#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file or a directory could not be written, in one line: the path, what failed, the system's
/// reason (strerror(3)) when there is one, and what to do about it.
///
/// `cannot write 'out/a.html': could not create a temporary file in 'out' (No such file or directory);
/// the directory 'out' does not exist: create it first, or choose another path`
package struct FileWriteError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file or directory that was to be written.
    package var path: String
    /// What failed, e.g. `could not create a temporary file in 'out'`.
    package var problem: String
    /// The errno of the failed system call, if one failed.
    package var errorNumber: Int32?
    /// What to do about it, if there is something to say.
    package var advice: String?

    package init(path: String, problem: String, errorNumber: Int32? = nil, advice: String? = nil) {
        self.path = path
        self.problem = problem
        self.errorNumber = errorNumber
        self.advice = advice
    }

    /// The system's reason: strerror(3) of `errorNumber`.
    package var reason: String? {
        errorNumber.map { String(cString: strerror($0)) }
    }

    package var description: String {
        var text = "cannot write '\(path)': \(problem)"
        if let reason {
            text += " (\(reason))"
        }
        if let advice {
            text += "; \(advice)"
        }
        return text
    }

    /// A system call about `path` failed with `errorNumber`, in `directory` (which holds `path`).
    static func systemCallFailed(
        _ problem: String, path: String, errorNumber: Int32, directory: String
    ) -> FileWriteError {
        FileWriteError(
            path: path, problem: problem, errorNumber: errorNumber,
            advice: advice(for: errorNumber, directory: directory))
    }

    /// What to do about the usual reasons for a write to fail.
    private static func advice(for errorNumber: Int32, directory: String) -> String? {
        switch errorNumber {
        case ENOENT:
            return "the directory '\(directory)' does not exist: create it first, or choose another path"
        case ENOTDIR:
            return "a part of '\(directory)' is not a directory: choose another path"
        case EACCES, EPERM:
            return "you may not write in '\(directory)': choose another path, or change its permissions"
        case EROFS:
            return "the file system is read-only: choose another path"
        case ENOSPC, EDQUOT:
            return "the disk is full: make room, then try again"
        case ENAMETOOLONG:
            return "the name is too long: choose a shorter one"
        default:
            return nil
        }
    }
}
