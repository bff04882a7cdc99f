import LessonKit

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
///
/// It says the same in Korean (`description(in:)`), but for the system's reason, which is strerror's.
package struct FileWriteError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file or directory that was to be written.
    package var path: String
    /// What failed, e.g. `could not create a temporary file in 'out'`.
    package var problem: Localized
    /// The errno of the failed system call, if one failed.
    package var errorNumber: Int32?
    /// What to do about it, if there is something to say.
    package var advice: Localized?

    package init(path: String, problem: Localized, errorNumber: Int32? = nil, advice: Localized? = nil) {
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
        description(in: .en)
    }

    /// The description in `language`.
    package func description(in language: Language) -> String {
        var text = Localized(ko: "'\(path)'에 쓸 수 없습니다: ", en: "cannot write '\(path)': ")[language]
        text += problem[language]
        if let reason {
            text += " (\(reason))"
        }
        if let advice {
            text += Localized(ko: ". ", en: "; ")[language] + advice[language]
        }
        return text
    }

    /// A system call about `path` failed with `errorNumber`, in `directory` (which holds `path`).
    static func systemCallFailed(
        _ problem: Localized, path: String, errorNumber: Int32, directory: String
    ) -> FileWriteError {
        FileWriteError(
            path: path, problem: problem, errorNumber: errorNumber,
            advice: advice(for: errorNumber, directory: directory))
    }

    /// What to do about the usual reasons for a write to fail.
    private static func advice(for errorNumber: Int32, directory: String) -> Localized? {
        switch errorNumber {
        case ENOENT where isDirectory(directory):
            // It exists, yet a file can't be made in it: a system folder such as /proc.
            return Localized(
                ko: "'\(directory)'는 파일을 만들 수 있는 디렉터리가 아닙니다(/proc이나 /sys 같은 시스템 "
                    + "디렉터리): 다른 경로를 고르면 됩니다",
                en: "'\(directory)' is not a directory files can be made in (a system directory, such as "
                    + "/proc or /sys): choose another path")
        case ENOENT:
            return Localized(
                ko: "'\(directory)' 디렉터리가 없습니다: 먼저 만들거나 다른 경로를 고르면 됩니다",
                en: "the directory '\(directory)' does not exist: create it first, or choose another path")
        case ENOTDIR:
            return Localized(
                ko: "'\(directory)'의 일부가 디렉터리가 아닙니다: 다른 경로를 고르면 됩니다",
                en: "a part of '\(directory)' is not a directory: choose another path")
        case EACCES, EPERM:
            return Localized(
                ko: "'\(directory)'에 쓸 권한이 없습니다: 다른 경로를 고르거나 권한을 바꾸면 됩니다",
                en: "you may not write in '\(directory)': choose another path, or change its permissions")
        case EROFS:
            return Localized(
                ko: "읽기 전용 파일 시스템입니다: 다른 경로를 고르면 됩니다",
                en: "the file system is read-only: choose another path")
        case ENOSPC, EDQUOT:
            return Localized(
                ko: "디스크가 가득 찼습니다: 공간을 비운 뒤 다시 시도하면 됩니다", en: "the disk is full: make room, then try again")
        case ENAMETOOLONG:
            return Localized(
                ko: "이름이 너무 깁니다: 더 짧은 이름을 고르면 됩니다", en: "the name is too long: choose a shorter one")
        default:
            return nil
        }
    }

    /// Whether `path` is a directory (following links).
    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
