#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process that started this one, to notice when it is gone: `lessons` runs `serve` in the
/// executable that links the learner's code, and a server whose `lessons` was killed outright (which
/// can't pass anything on) must not go on holding the port.
///
/// Contract: `isGone` is true once the process that was the parent at `init` has ended (this process
/// was then handed to another parent, as POSIX does with an orphan).
struct ParentProcess {
    private let original = getppid()

    /// Whether the parent at `init` has ended.
    var isGone: Bool {
        getppid() != original
    }
}
