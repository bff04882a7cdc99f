/// One server-sent event (HTML's `text/event-stream`): an optional type and id, and its data.
///
/// Contract: `serialized()` writes `event:` and `id:` lines when set, one `data:` line per line of
/// `data` (split at `\r\n`, `\r` and `\n`, so a browser's `EventSource` gives back `data` with `\n`
/// between its lines), then the empty line that ends the event. An `event` or `id` holding CR or LF
/// (which would start a field of its own), or an `id` holding NUL (which a browser ignores), is the
/// caller's mistake: it stops the program (`precondition`).
package struct ServerSentEvent: Equatable, Sendable {
    /// The event's type (`addEventListener`'s name); nil is `message`.
    package var event: String?
    package var data: String
    /// The id the browser sends back as `Last-Event-ID` when it reconnects.
    package var id: String?

    package init(event: String? = nil, data: String, id: String? = nil) {
        self.event = event
        self.data = data
        self.id = id
    }

    /// A comment line, which a browser ignores: sent now and then, it keeps a quiet stream from being
    /// closed by a proxy or timer, and shows the server whether the client is still there.
    package static let keepAliveComment: [UInt8] = Array(": keep-alive\n\n".utf8)

    /// The event as the bytes of an event stream.
    package func serialized() -> [UInt8] {
        var text = ""
        if let event {
            precondition(
                !Self.breaksLine(event),
                "a server-sent event's type holds CR or LF: \(event.debugDescription)")
            text += "event: \(event)\n"
        }
        if let id {
            precondition(
                !Self.breaksLine(id) && !id.utf8.contains(0),
                "a server-sent event's id holds CR, LF or NUL: \(id.debugDescription)")
            text += "id: \(id)\n"
        }
        for line in Self.lines(of: data) {
            text += "data: \(line)\n"
        }
        text += "\n"
        return Array(text.utf8)
    }

    private static func breaksLine(_ text: String) -> Bool {
        text.utf8.contains { $0 == 13 || $0 == 10 }
    }

    /// `text`'s lines, split at CRLF, CR and LF (an empty text is one empty line).
    private static func lines(of text: String) -> [Substring] {
        // A Character joins CR LF into one, so splitting Characters splits each ending once.
        text.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\r" || $0 == "\n" }
    }
}
