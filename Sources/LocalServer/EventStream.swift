import HTTPMessages

/// One open `text/event-stream` connection: its channel, and its writes, one at a time.
///
/// Contract: the first write sends the stream's head before anything else, whichever thread makes it;
/// `write` returns false, and the stream is closed for good, once a write fails or times out (the
/// client is gone or does not read) — it then shuts the socket down, which wakes the connection's
/// thread to drop the stream. `close()` waits for a write under way, and no write touches the socket
/// after it: only then may the connection's thread close the descriptor.
final class EventStream: Sendable {
    let channel: String
    private let socket: POSIXSocket
    private let writeTimeout: Duration
    private let stop: StopSignal
    /// The head not yet sent (nil once sent), or nil and closed.
    private let state: Locked<(head: [UInt8]?, isOpen: Bool)>

    init(channel: String, socket: POSIXSocket, head: [UInt8], writeTimeout: Duration, stop: StopSignal) {
        self.channel = channel
        self.socket = socket
        self.writeTimeout = writeTimeout
        self.stop = stop
        state = Locked((head: head, isOpen: true))
    }

    /// Sends `bytes` (after the head, if it has not been sent); returns whether the stream is still open.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        state.withLock { state in
            guard state.isOpen else { return false }
            let all = (state.head ?? []) + bytes
            state.head = nil
            guard socket.sendAll(all, progressTimeout: writeTimeout, stoppingOn: stop) == .sent else {
                state.isOpen = false
                socket.shutdownBothDirections()
                return false
            }
            return true
        }
    }

    /// Closes the stream for writes, once a write under way has ended.
    func close() {
        state.withLock { $0.isOpen = false }
    }
}
