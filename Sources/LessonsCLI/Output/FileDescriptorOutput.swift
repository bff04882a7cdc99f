#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text written to a file descriptor (standard output, standard error, a pipe), every byte of it.
///
/// Each `write` hands all its bytes to write(2), writing again after a partial write, retrying when a
/// signal interrupts it (EINTR) and waiting while a non-blocking descriptor is full (EAGAIN). When the
/// reader has gone away (EPIPE: `lessons run x | head -1`), or writing fails in any other way, the
/// output closes quietly: `isClosed` becomes true, `closingError` keeps the errno, and later writes do
/// nothing. Nothing is printed and nothing traps: whoever owns it tells a `failure` (not EPIPE).
///
/// Call `ignoreSIGPIPE()` once at startup: otherwise the first write to a closed pipe ends the process
/// (SIGPIPE's default) before write(2) can report EPIPE.
///
/// One thread at a time may write. The descriptor stays open; its owner closes it.
package final class FileDescriptorOutput: TextOutput {
    /// The descriptor written to.
    package let fileDescriptor: Int32
    /// True once writing has failed for good (the reader closed the pipe, the disk is full, …).
    package private(set) var isClosed = false
    /// The errno that closed the output (`EPIPE` when the reader went away), or nil while it is open.
    package private(set) var closingError: Int32?

    package init(_ fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// True when the descriptor is a terminal (isatty(3)).
    package var isTerminal: Bool {
        isatty(fileDescriptor) == 1
    }

    /// The width of the terminal the descriptor is, in columns (ioctl(2) TIOCGWINSZ), or nil when it is
    /// not a terminal or does not say.
    package var terminalColumns: Int? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Makes writing to a closed pipe fail with EPIPE, instead of ending the process.
    package static func ignoreSIGPIPE() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// The errno that closed the output, unless it is EPIPE (the reader went away, which is no failure).
    package var failure: Int32? {
        closingError == EPIPE ? nil : closingError
    }

    package func write(_ text: String) {
        guard !isClosed else { return }
        let error = Array(text.utf8).withUnsafeBytes { writeEveryByte($0, to: fileDescriptor) }
        if let error {
            isClosed = true
            closingError = error
        }
    }
}
