import HTTPMessages

/// One connection, served on its own thread from accept to close: requests read with the server's
/// limits and deadlines, put through its policy, answered in order, then perhaps an event stream.
///
/// Contract: `run()` returns when the connection is done with — the client closed it, a deadline
/// passed, a response said to close, an error was answered, the server stopped — having sent what was
/// due; its caller closes the socket. The deadlines (`LocalServerTimeouts`): the first request is due
/// `headerTimeout` after accept, a later one `headerTimeout` after its first byte, and a connection
/// with no request begun closes after `idleTimeout`; a request late in part is answered 408, an idle
/// connection is closed without a word.
struct ConnectionSession {
    let server: LocalServer
    let socket: POSIXSocket
    private var parser: HTTPRequestParser

    init(server: LocalServer, socket: POSIXSocket) {
        self.server = server
        self.socket = socket
        parser = HTTPRequestParser(limits: server.limits)
    }

    mutating func run() {
        // When the request being read began (the first one: at accept), or nil while none has.
        var requestStart: ContinuousClock.Instant? = .now
        var idleSince = ContinuousClock.now
        while true {
            do {
                while let request = try parser.nextRequest() {
                    guard answer(request) else { return closeGracefully() }
                    idleSince = .now
                    requestStart = parser.hasPartialRequest ? idleSince : nil
                }
            } catch {
                send(HTTPResponse.text(error.message + "\n", status: error.status, closesConnection: true))
                return closeGracefully()
            }
            let deadline: ContinuousClock.Instant
            if let requestStart {
                deadline = requestStart + server.timeouts.headerTimeout
            } else {
                deadline = idleSince + server.timeouts.idleTimeout
            }
            switch socket.receive(upTo: 64 * 1024, deadline: deadline, stoppingOn: server.stopSignal) {
            case .bytes(let bytes):
                if requestStart == nil { requestStart = .now }
                parser.append(bytes)
            case .timedOut:
                guard parser.hasPartialRequest else { return }
                send(
                    HTTPResponse.text(
                        "The request did not arrive in time: send it whole, at once.\n",
                        status: .requestTimeout,
                        closesConnection: true))
                return closeGracefully()
            case .closed, .stopped, .failed:
                return
            }
        }
    }

    /// Answers `request`; returns whether the connection stays open for the next one.
    private func answer(_ request: HTTPRequest) -> Bool {
        let isHead = request.method == "HEAD"
        if let refusal = server.policy.refusal(for: request) {
            send(refusal, forHEAD: isHead)
            return false
        }
        var asGet = request
        if isHead { asGet.method = "GET" }
        switch server.handler(asGet) {
        case .response(var response):
            response.closesConnection = response.closesConnection || Self.asksToClose(request)
            return send(response, forHEAD: isHead) && !response.closesConnection
        case .eventStream(let channel):
            let head = HTTPResponse.eventStreamHead(headers: LocalServerPolicy.securityHeaders)
            if isHead {
                _ = socket.sendAll(
                    head, progressTimeout: server.timeouts.writeTimeout, stoppingOn: server.stopSignal)
            } else {
                serveEventStream(on: channel, head: head)
            }
            return false
        }
    }

    /// Whether the connection closes after answering `request`: HTTP/1.0, or `Connection: close`.
    private static func asksToClose(_ request: HTTPRequest) -> Bool {
        request.version == .http1_0
            || request.headers.values(named: "Connection").contains { value in
                value.split(separator: ",").contains { $0.trimmingSpaces.lowercased() == "close" }
            }
    }

    /// Sends `response` with the policy's headers; returns whether it was all sent.
    @discardableResult
    private func send(_ response: HTTPResponse, forHEAD: Bool = false) -> Bool {
        let bytes = server.policy.secured(response).serialized(forHEAD: forHEAD)
        return socket.sendAll(
            bytes, progressTimeout: server.timeouts.writeTimeout, stoppingOn: server.stopSignal)
            == .sent
    }

    /// Keeps the connection as an event stream on `channel` until the client goes or the server stops,
    /// with a heartbeat every `heartbeat`.
    private func serveEventStream(on channel: String, head: [UInt8]) {
        let stream = EventStream(
            channel: channel, socket: socket, head: head, writeTimeout: server.timeouts.writeTimeout,
            stop: server.stopSignal)
        // Registered before its head is sent: a client that has read the head gets every event sent after.
        server.register(stream)
        defer {
            server.unregister(stream)
            stream.close()
        }
        guard stream.write([]) else { return }
        var nextHeartbeat = ContinuousClock.now + server.timeouts.heartbeat
        while true {
            switch socket.receive(upTo: 4096, deadline: nextHeartbeat, stoppingOn: server.stopSignal) {
            case .bytes:
                continue  // a client has nothing to say on an event stream
            case .timedOut:
                guard stream.write(ServerSentEvent.keepAliveComment) else { return }
                nextHeartbeat = .now + server.timeouts.heartbeat
            case .closed, .stopped, .failed:
                return
            }
        }
    }

    /// Ends the connection after a last response: stops sending, then reads (and drops) what the client
    /// still sends, for up to a second, so that closing with unread bytes does not reset the connection
    /// before the client has read the response.
    private func closeGracefully() {
        socket.shutdownWriting()
        let deadline = ContinuousClock.now + .seconds(1)
        var drained = 0
        while drained < 1 << 20,
            case .bytes(let bytes) = socket.receive(
                upTo: 64 * 1024, deadline: deadline, stoppingOn: server.stopSignal)
        {
            drained += bytes.count
        }
    }
}

extension Substring {
    /// The text without the spaces and tabs around it.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
