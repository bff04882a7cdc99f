import Foundation

// [c-library] The C library outside the shims, and a function only Glibc has.
#if canImport(Glibc)
    import Glibc
#endif

public func sleepNanoseconds(_ nanoseconds: Int) {
    var time = timespec(tv_sec: 0, tv_nsec: nanoseconds)
    clock_nanosleep(CLOCK_MONOTONIC, 0, &time, nil)
}

// [branches] Code that runs on a Mac only.
#if os(macOS)
    public let macOnly = true
#endif
