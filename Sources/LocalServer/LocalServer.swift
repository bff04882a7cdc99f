import Foundation
import HTTPMessages

/// A small HTTP/1.1 server on the loopback interface only (127.0.0.1, and ::1 when it can), which puts
/// every request through `LocalServerPolicy` before a route's handler sees it.
///
/// Contract:
/// - `init` binds and listens, or throws a `LocalServerError` saying what to do; it never binds a
///   non-loopback address. With `port` nil (or 0) the kernel chooses a free port on 127.0.0.1, and ::1
///   is bound on the same port if it is free; ::1 is always optional.
/// - One thread accepts on each listening socket; each connection has a thread of its own, with
///   blocking I/O and the deadlines of `LocalServerTimeouts`. Beyond `maxConnections` open connections,
///   a new one is answered 503 and closed.
/// - A request is answered only after the parser (`HTTPRequestParser`, with `limits`) has read it whole
///   and the policy has passed it: a parse error is answered with its status and closes the
///   connection, as every refusal does. The handler is called on the connection's thread, for HEAD with
///   the method GET (the body it returns is not sent). HTTP/1.1 keeps the connection open unless the
///   request or response says `Connection: close`; HTTP/1.0 closes it.
/// - Nothing a client sends makes the server trap, and a client gone mid-response is just dropped (no
///   SIGPIPE).
/// - `stop()` must be called to end the server (its threads hold it): it closes the listening sockets
///   and every connection, event streams included, and waits for their threads (up to 5 seconds, for a
///   handler that does not return). The port can be bound again once it returns.
package final class LocalServer: Sendable {
    /// The port the server listens on.
    package let port: UInt16
    /// This run's secret, 32 hex digits from the system's random source: a POST must carry it
    /// (`LocalServerPolicy.secretHeader`), so that only pages the server gave it can send one.
    package let secret: String
    /// The addresses listened on, as a URL writes them (`127.0.0.1:8080`, `[::1]:8080`), from the
    /// sockets themselves (getsockname(2)).
    package let listeningAddresses: [String]

    let limits: HTTPLimits
    let timeouts: LocalServerTimeouts
    let policy: LocalServerPolicy
    let handler: @Sendable (HTTPRequest) -> LocalServerReply
    let stopSignal: StopSignal
    private let maxConnections: Int
    private let state = Locked(State())

    /// What the threads share.
    private struct State {
        var isStopped = false
        /// Connections being served (each has a thread).
        var openConnections = 0
        /// Accepting and connection threads still running.
        var runningThreads = 0
        var streams: [ObjectIdentifier: EventStream] = [:]
    }

    package init(
        port: UInt16? = nil, limits: HTTPLimits = HTTPLimits(),
        timeouts: LocalServerTimeouts = LocalServerTimeouts(),
        maxConnections: Int = 64, handler: @escaping @Sendable (HTTPRequest) -> LocalServerReply
    ) throws(LocalServerError) {
        precondition(maxConnections > 0, "the local server serves at least one connection")
        let listeners = try Self.listen(port: port ?? 0)
        do {
            stopSignal = try StopSignal()
        } catch {
            for listener in listeners { listener.closeSocket() }
            throw .systemCallFailed(operation: error.operation, reason: error.reason)
        }
        self.port = listeners[0].localPort ?? port ?? 0
        listeningAddresses = listeners.compactMap { $0.localAddress() }
        secret = Self.randomSecret()
        policy = LocalServerPolicy(port: self.port, secret: secret)
        self.limits = limits
        self.timeouts = timeouts
        self.maxConnections = maxConnections
        self.handler = handler
        for listener in listeners {
            startThread(named: "LocalServer accept \(listener.localAddress() ?? "")") { server in
                server.acceptConnections(on: listener)
            }
        }
    }

    /// The server's address for a browser: `http://127.0.0.1:8080/`.
    package var url: String { "http://127.0.0.1:\(port)/" }

    /// How many connections are open now (event streams included).
    package var openConnectionCount: Int { state.withLock { $0.openConnections } }

    /// How many event streams are open on `channel` now.
    package func streamCount(on channel: String) -> Int {
        state.withLock { $0.streams.values.count { $0.channel == channel } }
    }

    /// Sends `event` to every event stream open on `channel`; a stream whose write fails or times out
    /// (its client is gone or does not read) is closed and dropped. Returns once every write has ended.
    package func send(_ event: ServerSentEvent, toStreamsOn channel: String) {
        let bytes = event.serialized()
        for stream in state.withLock({ $0.streams.values.filter { $0.channel == channel } }) {
            stream.write(bytes)
        }
    }

    /// Stops the server: see the type's contract. Idempotent: a second call returns at once.
    package func stop() {
        let isFirst = state.withLock { state in
            defer { state.isStopped = true }
            return !state.isStopped
        }
        guard isFirst else { return }
        stopSignal.signal()
        let ended = state.wait(until: { $0.runningThreads == 0 }, deadline: Date(timeIntervalSinceNow: 5))
        // A thread still running (in a handler) will wait on the signal when it returns: leave it open
        // rather than let its descriptor be reused under that thread.
        if ended { stopSignal.close() }
    }

    /// Listening sockets on 127.0.0.1 at `port` (0: a free one), then on ::1 at the same port if it can.
    private static func listen(port: UInt16) throws(LocalServerError) -> [POSIXSocket] {
        let ipv4: POSIXSocket
        do {
            ipv4 = try POSIXSocket.listening(on: .ipv4, port: port)
        } catch {
            // (With port 0 the kernel chooses: "in use" would then mean none is free, a system failure.)
            if error.isAddressInUse, port != 0 { throw .portInUse(port) }
            if error.isPermissionDenied, port != 0 { throw .portNeedsPrivileges(port) }
            throw .systemCallFailed(operation: error.operation, reason: error.reason)
        }
        guard let chosen = ipv4.localPort, let ipv6 = try? POSIXSocket.listening(on: .ipv6, port: chosen)
        else {
            return [ipv4]
        }
        return [ipv4, ipv6]
    }

    /// 16 random bytes as 32 hex digits.
    private static func randomSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        return String(
            (0..<16).flatMap { _ in
                let byte = UInt8.random(in: .min ... .max, using: &generator)
                return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            })
    }

    /// Runs `body` on a new thread, counted until it returns.
    private func startThread(named name: String, _ body: @escaping @Sendable (LocalServer) -> Void) {
        state.withLock { $0.runningThreads += 1 }
        let thread = Thread { [self] in
            body(self)
            state.withLock { $0.runningThreads -= 1 }
        }
        thread.name = name
        thread.start()
    }

    /// Accepts connections on `listener` until the server stops, then closes it.
    private func acceptConnections(on listener: POSIXSocket) {
        defer { listener.closeSocket() }
        while true {
            switch listener.acceptConnection(stoppingOn: stopSignal) {
            case .stopped:
                return
            case .failed:
                // Out of descriptors, most likely: wait a little rather than spin, then try again.
                if stopSignal.wait(timeout: .milliseconds(100)) { return }
            case .connection(let socket):
                let admitted = state.withLock { state in
                    guard !state.isStopped, state.openConnections < maxConnections else { return false }
                    state.openConnections += 1
                    return true
                }
                guard admitted else {
                    refuseOverLimit(socket)
                    continue
                }
                startThread(named: "LocalServer connection") { server in
                    var session = ConnectionSession(server: server, socket: socket)
                    session.run()
                    socket.closeSocket()
                    server.state.withLock { $0.openConnections -= 1 }
                }
            }
        }
    }

    /// Answers a connection beyond the limit 503 and closes it, without a thread: the response is
    /// small enough for an empty socket buffer, and a client that has not read it in 100 ms loses it.
    private func refuseOverLimit(_ socket: POSIXSocket) {
        let response = policy.secured(
            .text(
                "The server has \(maxConnections) connections open, its most: close some tabs or try again soon.\n",
                status: .serviceUnavailable, closesConnection: true))
        _ = socket.sendAll(response.serialized(), progressTimeout: .milliseconds(100), stoppingOn: stopSignal)
        socket.shutdownWriting()
        socket.closeSocket()
    }

    /// Registers an open event stream.
    func register(_ stream: EventStream) {
        state.withLock { $0.streams[ObjectIdentifier(stream)] = stream }
    }

    /// Drops an event stream.
    func unregister(_ stream: EventStream) {
        _ = state.withLock { $0.streams.removeValue(forKey: ObjectIdentifier(stream)) }
    }
}
