import Foundation
import LessonKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing a file whole or not at all.
///
/// The contents go to a temporary file in the target's directory (`.<name>.tmp-<pid>-<random>`), which
/// is flushed to disk and then renamed over the target with rename(2), which is atomic: a reader sees
/// the old file or the new one, never a part. If anything fails, the temporary file is removed, the
/// target is left as it was, and a `FileWriteError` says why. A file that is replaced keeps its
/// permissions; a new one gets the usual ones (0666 less the umask). Only a regular file is replaced:
/// a directory, a symbolic link, a device, a named pipe or a socket at the path is refused, left as it
/// is, with a message that says what it is.
package enum AtomicFile {
    /// Writes `text`, in UTF-8, to the file at `path` (see the type's contract).
    package static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Data(text.utf8), to: path)
    }

    /// Why `path` can't be written as a file, found before anything is made (not a file's path, or a
    /// folder, device or the like is there), so that a command can refuse it before doing its work; nil
    /// when nothing stands in the way yet (writing may still fail: a full disk, a missing folder).
    package static func refusal(of path: String) -> FileWriteError? {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            return FileWriteError(
                path: path, problem: Localized(ko: "파일 경로가 아닙니다", en: "this is not a file's path"),
                advice: Localized(ko: "'out.html'처럼 파일 경로를 주면 됩니다", en: "give one, like 'out.html'"))
        }
        var status = stat()
        // lstat: a link is itself what the rename would replace.
        guard lstat(path, &status) == 0, let kind = notAFile(status.st_mode) else { return nil }
        // A link's target, said: the learner may have meant that file.
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { "'\($0)'" }
        return FileWriteError(
            path: path,
            problem: target.map {
                Localized(ko: "\(kind.ko)입니다(가리키는 곳: \($0))", en: "it is \(kind.en) to \($0)")
            }
                ?? Localized(ko: "\(kind.ko)입니다", en: "it is \(kind.en)"),
            advice: kind.advice)
    }

    /// Writes `data` to the file at `path` (see the type's contract).
    package static func write(_ data: Data, to path: String) throws(FileWriteError) {
        if let refusal = refusal(of: path) { throw refusal }
        let parts = PathParts(path)
        var status = stat()
        let exists = lstat(path, &status) == 0
        let (descriptor, temporaryPath) = try openTemporaryFile(for: path, parts: parts)
        if exists {
            _ = fchmod(descriptor, status.st_mode & 0o7777)  // best effort: keep the old file's permissions
        }
        let writeError = data.withUnsafeBytes { writeEveryByte($0, to: descriptor) }
        let syncError = writeError == nil ? flushToDisk(descriptor) : nil
        let closeError = close(descriptor) == 0 ? nil : errno
        if let error = writeError ?? syncError ?? closeError {
            unlink(temporaryPath)
            throw .systemCallFailed(
                Localized(
                    ko: "임시 파일 '\(temporaryPath)'에 쓰지 못했습니다",
                    en: "could not write the temporary file '\(temporaryPath)'"),
                path: path, errorNumber: error, directory: parts.directory)
        }
        guard rename(temporaryPath, path) == 0 else {
            let error = errno
            unlink(temporaryPath)
            throw .systemCallFailed(
                Localized(
                    ko: "임시 파일 '\(temporaryPath)'의 이름을 바꾸지 못했습니다",
                    en: "could not rename '\(temporaryPath)' to it"),
                path: path, errorNumber: error, directory: parts.directory)
        }
    }

    /// What the thing at a path of mode `mode` is, when it is not a regular file, and what to do: a
    /// page replaces only a regular file (the rename would replace a link, not its target, and make a
    /// device, a named pipe or a socket into a file, even as root).
    private static func notAFile(_ mode: mode_t) -> (ko: String, en: String, advice: Localized)? {
        let elsewhere = Localized(
            ko: "'page.html'처럼 새 파일이나 보통 파일의 경로를 주면 됩니다",
            en: "give the path of a regular file, or of a new one, like 'page.html'")
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return ("디렉터리", "a directory", Localized(ko: "파일 경로를 주면 됩니다", en: "give a file's path"))
        case S_IFLNK:
            return (
                "심볼릭 링크", "a symbolic link",
                Localized(
                    ko: "쓰면 링크가 파일로 바뀌고 링크가 가리키는 파일은 그대로 남습니다: 가리키는 파일의 경로를 주면 됩니다",
                    en: "writing would replace the link with a file and leave its target as it is: give the "
                        + "target's path")
            )
        case S_IFIFO: return ("이름 있는 파이프(FIFO)", "a named pipe (FIFO)", elsewhere)
        case S_IFCHR, S_IFBLK: return ("장치 파일", "a device", elsewhere)
        case S_IFSOCK: return ("소켓", "a socket", elsewhere)
        default: return ("보통 파일이 아닌 것", "not a regular file", elsewhere)
        }
    }

    /// Creates a new, empty temporary file beside `path`: its descriptor and its path.
    private static func openTemporaryFile(
        for path: String, parts: PathParts
    ) throws(FileWriteError) -> (descriptor: Int32, path: String) {
        var attempts = 0
        while true {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let temporaryPath = parts.sibling(named: ".\(parts.name).tmp-\(getpid())-\(suffix)")
            let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                return (descriptor, temporaryPath)
            }
            let error = errno
            attempts += 1
            // EEXIST: another writer picked the same name, which is unlikely; pick another.
            guard error == EEXIST || error == EINTR, attempts < 10 else {
                throw .systemCallFailed(
                    Localized(
                        ko: "'\(parts.directory)'에 임시 파일을 만들지 못했습니다",
                        en: "could not create a temporary file in '\(parts.directory)'"),
                    path: path, errorNumber: error, directory: parts.directory)
            }
        }
    }

    /// Flushes the file to the disk (fsync(2)), so that a crash cannot leave the new name pointing at
    /// an empty file: nil, or the errno. A file system that cannot sync (EINVAL) is not an error.
    ///
    /// On a Mac fsync only hands the data to the drive, whose cache can still lose it at a power cut;
    /// `fcntl(F_FULLFSYNC)` is what flushes that (Apple's fsync(2) page), with fsync where a file system
    /// refuses it. Linux's fsync already flushes the drive's cache.
    private static func flushToDisk(_ descriptor: Int32) -> Int32? {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 {
                return nil
            }
        #endif
        while fsync(descriptor) != 0 {
            let error = errno
            if error == EINVAL {
                return nil
            }
            if error != EINTR {
                return error
            }
        }
        return nil
    }
}
