#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The local server's stop signal, a POSIX shim beside `POSIXSocket.swift` (pipe, fcntl, poll: listed in
// Scripts/darwin/posix-shims.txt).

/// One end of the server's stop signal: a pipe nobody reads. Once `signal()` has written to it, it stays
/// readable, so that every `poll` that waits on it returns, now and from then on: how `stop()` wakes
/// every thread blocked on a socket, on Linux and a Mac alike.
///
/// Contract: `signal()` never blocks and may be called any number of times; `close()` is called once,
/// when no thread waits on the signal any more.
package final class StopSignal: Sendable {
    /// The end a `poll` waits on (`POSIXSocket`'s waits too).
    let readEnd: Int32
    private let writeEnd: Int32

    package init() throws(SocketError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SocketError("pipe", errorNumber: errno) }
        readEnd = ends[0]
        writeEnd = ends[1]
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
    }

    /// Wakes every thread waiting on the signal, and every one that will.
    package func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Waits until the signal is given or `timeout` has passed; returns whether it was given.
    package func wait(timeout: Duration) -> Bool {
        var request = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, milliseconds(until: .now + timeout)) > 0
    }

    /// Closes both ends.
    package func close() {
        _ = closeDescriptor(readEnd)
        _ = closeDescriptor(writeEnd)
    }
}
