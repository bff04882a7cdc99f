// RxSandbox runs on a Mac and on Linux. It simulates UIKit, so it is not a library for an iOS app, and
// its `lessons` command and compile-time tests need a Mac's (or Linux's) command line. Xcode offers a
// simulator as the run destination of any package: this says at once what to choose instead.
#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    #error(
        "RxSandbox runs on a Mac, not on an iOS device or simulator: choose 'My Mac' as the run destination"
    )
#endif
