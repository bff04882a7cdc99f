#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The POSIX shim of the local server: every socket system call it makes, here and nowhere else
// (Scripts/darwin/posix-shims.txt). What differs between Linux and a Mac stays in this file:
// `SOCK_STREAM` (an enum on Glibc), `sin_len` (Darwin only), and how a write to a closed socket is kept
// from raising SIGPIPE (`MSG_NOSIGNAL` on Linux, the socket option `SO_NOSIGPIPE` on a Mac). The
// methods are not named after the calls they make (`closeSocket`, not `close`), so that a call to the C
// function is never taken for a call to the method.

/// A loopback address, the only addresses the server listens on: 127.0.0.1 or ::1.
package enum LoopbackAddress: Sendable, CaseIterable {
    case ipv4
    case ipv6

    /// How a URL's host writes it: `127.0.0.1`, `[::1]`.
    package var urlHost: String {
        switch self {
        case .ipv4: "127.0.0.1"
        case .ipv6: "[::1]"
        }
    }
}

/// A socket call that failed: which call, and the error number it set.
///
/// Contract: `description` is `bind: Address already in use`; the `is…` properties name the errors the
/// server explains to a person.
package struct SocketError: Error, Equatable, Sendable, CustomStringConvertible {
    package let operation: String
    package let errorNumber: Int32

    package init(_ operation: String, errorNumber: Int32) {
        self.operation = operation
        self.errorNumber = errorNumber
    }

    /// Another socket listens on the address and port (EADDRINUSE).
    package var isAddressInUse: Bool { errorNumber == EADDRINUSE }
    /// The port needs privileges (EACCES, EPERM: below 1024 on most systems).
    package var isPermissionDenied: Bool { errorNumber == EACCES || errorNumber == EPERM }
    /// The system's words for the error: `Address already in use`.
    package var reason: String { String(cString: strerror(errorNumber)) }
    package var description: String { "\(operation): \(reason)" }
}

/// A TCP socket on a loopback address, and the few calls the server and its tests make on it. Every
/// wait (for a connection, for bytes, for room to write) also wakes when a `StopSignal` is given.
///
/// Contract: every socket it makes is close-on-exec and never raises SIGPIPE; `listening(on:port:)`
/// binds only a loopback address; no call blocks past its deadline or a given stop signal, except
/// `connected(to:port:)`, whose connection on loopback is answered at once.
package struct POSIXSocket: Hashable, Sendable {
    /// The file descriptor.
    package let descriptor: Int32

    /// What `acceptConnection` returned.
    package enum Accepted: Sendable {
        case connection(POSIXSocket)
        case stopped
        case failed(SocketError)
    }

    /// What `receive` returned.
    package enum Received: Equatable, Sendable {
        case bytes([UInt8])
        /// The peer closed its end (or reset the connection).
        case closed
        case timedOut
        case stopped
        case failed(SocketError)
    }

    /// What `sendAll` returned.
    package enum Sent: Equatable, Sendable {
        case sent
        /// No byte could be written for the whole progress timeout.
        case timedOut
        case stopped
        case failed(SocketError)
    }

    /// A socket listening on `address` at `port` (0: a free port the kernel chooses).
    package static func listening(on address: LoopbackAddress, port: UInt16, backlog: Int32 = 128)
        throws(SocketError) -> POSIXSocket
    {
        let socket = try make(address)
        var yes: Int32 = 1
        _ = setsockopt(socket.descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        if address == .ipv6 {
            _ = setsockopt(
                socket.descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &yes, socklen_t(MemoryLayout<Int32>.size)
            )
        }
        let bound = withSocketAddress(address, port: port) { bind(socket.descriptor, $0, $1) }
        guard bound == 0 else { throw socket.failure("bind") }
        guard listen(socket.descriptor, backlog) == 0 else { throw socket.failure("listen") }
        return socket
    }

    /// A socket connected to `address` at `port` (the tests' client).
    package static func connected(to address: LoopbackAddress, port: UInt16) throws(SocketError)
        -> POSIXSocket
    {
        let socket = try make(address)
        while withSocketAddress(address, port: port, { connect(socket.descriptor, $0, $1) }) != 0 {
            guard errno == EINTR else { throw socket.failure("connect") }
        }
        return socket
    }

    /// A new TCP socket for `address`, close-on-exec, that never raises SIGPIPE.
    private static func make(_ address: LoopbackAddress) throws(SocketError) -> POSIXSocket {
        let family = address == .ipv4 ? AF_INET : AF_INET6
        #if canImport(Darwin)
            let descriptor = socket(family, SOCK_STREAM, 0)
        #else
            let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw SocketError("socket", errorNumber: errno) }
        let socket = POSIXSocket(descriptor: descriptor)
        socket.prepare()
        return socket
    }

    /// Makes the descriptor close-on-exec (a child process, such as `swift build`, does not inherit it)
    /// and, on a Mac, keeps a write to a closed connection from raising SIGPIPE.
    private func prepare() {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Calls `body` with the socket address of `address` at `port`, and its length.
    private static func withSocketAddress<Result>(
        _ address: LoopbackAddress, port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
    ) -> Result {
        switch address {
        case .ipv4:
            var inet = sockaddr_in()
            #if canImport(Darwin)
                inet.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            inet.sin_family = sa_family_t(AF_INET)
            inet.sin_port = port.bigEndian
            inet.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, never INADDR_ANY
            return withUnsafePointer(to: &inet) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        case .ipv6:
            var inet6 = sockaddr_in6()
            #if canImport(Darwin)
                inet6.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            inet6.sin6_family = sa_family_t(AF_INET6)
            inet6.sin6_port = port.bigEndian
            inet6.sin6_addr = in6addr_loopback
            return withUnsafePointer(to: &inet6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
    }

    /// The error the last call set, named `operation`.
    private func failure(_ operation: String) -> SocketError {
        let error = SocketError(operation, errorNumber: errno)
        closeSocket()
        return error
    }

    /// The address the socket is bound to, as a URL writes it (`127.0.0.1:8080`, `[::1]:8080`), from
    /// getsockname(2); nil if it can't be read.
    package func localAddress() -> String? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let found = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard found == 0 else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        switch Int32(storage.ss_family) {
        case AF_INET:
            var inet = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee }
            }
            guard inet_ntop(AF_INET, &inet.sin_addr, &text, socklen_t(text.count)) != nil else { return nil }
            return "\(String(cString: text)):\(UInt16(bigEndian: inet.sin_port))"
        case AF_INET6:
            var inet6 = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee }
            }
            guard inet_ntop(AF_INET6, &inet6.sin6_addr, &text, socklen_t(text.count)) != nil else {
                return nil
            }
            return "[\(String(cString: text))]:\(UInt16(bigEndian: inet6.sin6_port))"
        default:
            return nil
        }
    }

    /// The port the socket is bound to.
    package var localPort: UInt16? {
        localAddress().flatMap { address in
            address.lastIndex(of: ":").flatMap { UInt16(address[$0...].dropFirst()) }
        }
    }

    /// The next connection; waits until one comes or `stop` is given.
    package func acceptConnection(stoppingOn stop: StopSignal?) -> Accepted {
        while true {
            switch wait(for: Int16(POLLIN), until: nil, stoppingOn: stop) {
            case .stopped: return .stopped
            case .timedOut: continue
            case .failed(let error): return .failed(error)
            case .ready: break
            }
            let accepted = accept(descriptor, nil, nil)
            if accepted >= 0 {
                let socket = POSIXSocket(descriptor: accepted)
                socket.prepare()
                return .connection(socket)
            }
            // Gone before it was taken, or taken by another thread: wait for the next.
            if [EINTR, EAGAIN, EWOULDBLOCK, ECONNABORTED].contains(errno) { continue }
            return .failed(SocketError("accept", errorNumber: errno))
        }
    }

    /// Up to `maxBytes` bytes received; waits until some come, the peer closes, `deadline` passes (nil:
    /// no deadline) or `stop` is given.
    package func receive(upTo maxBytes: Int, deadline: ContinuousClock.Instant?, stoppingOn stop: StopSignal?)
        -> Received
    {
        var buffer = [UInt8](repeating: 0, count: maxBytes)
        while true {
            switch wait(for: Int16(POLLIN), until: deadline, stoppingOn: stop) {
            case .stopped: return .stopped
            case .timedOut: return .timedOut
            case .failed(let error): return .failed(error)
            case .ready: break
            }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maxBytes, dontWait) }
            if count > 0 { return .bytes(Array(buffer[..<count])) }
            if count == 0 { return .closed }
            switch errno {
            case EINTR, EAGAIN, EWOULDBLOCK: continue
            case ECONNRESET: return .closed
            default: return .failed(SocketError("recv", errorNumber: errno))
            }
        }
    }

    /// Writes every byte of `bytes`; gives up when no byte could be written for `progressTimeout`, or
    /// when `stop` is given while it waits.
    package func sendAll(_ bytes: [UInt8], progressTimeout: Duration, stoppingOn stop: StopSignal?) -> Sent {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                send(descriptor, $0.baseAddress! + written, bytes.count - written, dontWait | noSignal)
            }
            if count > 0 {
                written += count
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                switch wait(for: Int16(POLLOUT), until: .now + progressTimeout, stoppingOn: stop) {
                case .ready: continue
                case .timedOut: return .timedOut
                case .stopped: return .stopped
                case .failed(let error): return .failed(error)
                }
            default:
                return .failed(SocketError("send", errorNumber: errno))
            }
        }
        return .sent
    }

    /// Ends both directions: the peer reads the end of the stream, and a thread waiting to receive on
    /// this socket wakes (and reads it too). The descriptor stays open.
    package func shutdownBothDirections() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Ends the sending direction: the peer reads the end of the stream once it has read the rest.
    package func shutdownWriting() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Closes the descriptor. Called once, by the socket's owner, when no other thread uses it.
    package func closeSocket() {
        _ = closeDescriptor(descriptor)
    }

    /// What `wait` saw.
    private enum Readiness {
        case ready, timedOut, stopped
        case failed(SocketError)
    }

    /// Waits until the socket is ready for `events`, `deadline` passes or `stop` is given (which wins).
    private func wait(
        for events: Int16, until deadline: ContinuousClock.Instant?, stoppingOn stop: StopSignal?
    )
        -> Readiness
    {
        var requests = [pollfd(fd: descriptor, events: events, revents: 0)]
        if let stop { requests.append(pollfd(fd: stop.readEnd, events: Int16(POLLIN), revents: 0)) }
        while true {
            let timeout = deadline.map(milliseconds(until:)) ?? -1
            let result = poll(&requests, nfds_t(requests.count), timeout)
            if result < 0 {
                if errno == EINTR { continue }
                return .failed(SocketError("poll", errorNumber: errno))
            }
            if requests.count > 1, requests[1].revents != 0 { return .stopped }
            // An error or a hang-up counts as ready: the call that follows reports it.
            if requests[0].revents != 0 { return .ready }
            if let deadline, deadline <= .now { return .timedOut }
        }
    }
}

/// `recv` and `send`'s flag for "do not block": the socket stays blocking, and each call says so.
private let dontWait = Int32(MSG_DONTWAIT)

/// `send`'s flag for "no SIGPIPE": Linux's `MSG_NOSIGNAL`; a Mac has none (its sockets have
/// `SO_NOSIGPIPE`, set in `prepare()`).
#if canImport(Darwin)
    private let noSignal: Int32 = 0
#else
    private let noSignal = Int32(MSG_NOSIGNAL)
#endif

/// close(2), under a name no method shadows.
func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// Milliseconds from now until `deadline`, for poll(2): 0 once it has passed, rounded up otherwise (so a
/// wait never ends before its deadline), at most `Int32.max`.
func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
    let remaining = deadline - .now
    guard remaining > .zero else { return 0 }
    let (seconds, attoseconds) = remaining.components
    let total = seconds.multipliedReportingOverflow(by: 1000)
    guard !total.overflow else { return Int32.max }
    let milliseconds = total.partialValue + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: milliseconds)
}
