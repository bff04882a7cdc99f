import Foundation
import LessonKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock that keeps two processes from replacing one directory at the same time: an exclusive
/// flock(2) on a file of the system's temporary directory named after the directory's absolute path
/// (`rxsandbox-dir-<hash>.lock`, so nothing is added beside the learner's folder), which holds the
/// process id of its holder.
///
/// Contract: `acquire` returns at once, with the lock or with a `FileWriteError` naming the process
/// that holds it; the lock is released by `release()` or when the process ends, however it ends (the
/// kernel drops a dead process's locks), so a crashed run never leaves it held. The lock file stays
/// (removing it would let two runs lock two files of one name).
package final class DirectoryLock {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock of the directory at `path`.
    package static func acquire(for path: String) throws(FileWriteError) -> DirectoryLock {
        try acquire(for: path, parts: PathParts(path))
    }

    /// Takes the lock of the directory `parts` names (`path` as the learner gave it, for messages).
    static func acquire(for path: String, parts: PathParts) throws(FileWriteError) -> DirectoryLock {
        let lockPath = lockFile(for: parts)
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .systemCallFailed(
                Localized(
                    ko: "잠금 파일 '\(lockPath)'을 열지 못했습니다", en: "could not open the lock file '\(lockPath)'"),
                path: path, errorNumber: errno, directory: parts.directory)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let error = errno
            let holder = readHolder(descriptor)
            close(descriptor)
            guard error == EWOULDBLOCK else {
                throw .systemCallFailed(
                    Localized(ko: "잠금 파일 '\(lockPath)'을 잠그지 못했습니다", en: "could not lock '\(lockPath)'"),
                    path: path, errorNumber: error, directory: parts.directory)
            }
            let process = holder.map { Localized(ko: "(프로세스 \($0))", en: " (process \($0))") }
            throw FileWriteError(
                path: path,
                problem: Localized(
                    ko: "다른 'lessons site'\(process?.ko ?? "")가 지금 이 디렉터리를 쓰고 있습니다",
                    en: "another 'lessons site'\(process?.en ?? "") is writing it now"),
                advice: Localized(
                    ko: "그 실행이 끝나기를 기다린 뒤 다시 실행하면 됩니다", en: "wait for it to end, then run again"))
        }
        // Say who holds it, for the next run's message.
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 {
            _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
        return DirectoryLock(descriptor: descriptor)
    }

    /// The lock file of the directory `parts` names: one per absolute path (its holder's links followed).
    private static func lockFile(for parts: PathParts) -> String {
        var holder = parts.directory
        if let resolved = realpath(parts.directory, nil) {
            holder = String(cString: resolved)
            free(resolved)
        }
        // FNV-1a of the path: a short, stable name (the same in every run and on every machine).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (holder + "/" + parts.name).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent(
            "rxsandbox-dir-\(String(hash, radix: 16)).lock"
        ).path
    }

    /// Releases the lock.
    package func release() {
        close(descriptor)
    }

    /// The process id the lock file holds, if it holds one.
    private static func readHolder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(
            String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        )
    }
}
