// Allowed: a POSIX shim (listed in Scripts/darwin/posix-shims.txt) imports the C library and has a
// Darwin branch with code.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
    let pageSize = Int(getpagesize())
#endif

public func processID() -> Int32 {
    getpid()
}
