/// How long the server waits for a client before it closes the connection, and how often it writes to
/// a quiet event stream.
///
/// Contract (each default in parentheses):
/// - `headerTimeout` (10 s): a request, head and body, must have arrived this long after the connection
///   was accepted (the first request) or after its first byte (the next ones); otherwise 408 and the
///   connection closes: a client that sends a byte now and then (slowloris) does not hold a thread.
/// - `idleTimeout` (15 s): a kept-alive connection with no request begun closes after this long, without
///   a response.
/// - `writeTimeout` (10 s): a write that can't send a byte for this long (a client that does not read)
///   gives up, and the connection closes.
/// - `heartbeat` (15 s): every event stream is sent a comment (`: keep-alive`) this often, which keeps
///   a quiet stream open and finds a client that has gone.
package struct LocalServerTimeouts: Equatable, Sendable {
    package var headerTimeout: Duration
    package var idleTimeout: Duration
    package var writeTimeout: Duration
    package var heartbeat: Duration

    package init(
        headerTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(15),
        writeTimeout: Duration = .seconds(10), heartbeat: Duration = .seconds(15)
    ) {
        precondition(
            headerTimeout > .zero && idleTimeout > .zero && writeTimeout > .zero && heartbeat > .zero,
            "the local server's timeouts are positive")
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
        self.heartbeat = heartbeat
    }
}
