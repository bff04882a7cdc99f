/// An HTTP/1.1 response: status, header fields, body, and whether the connection closes after it.
///
/// Contract: `serialized(forHEAD:)` writes the status line, the headers in order, then the two headers
/// the writer owns: `Content-Length` (the body's length; for HEAD too, the length GET would have sent)
/// and `Connection: close` when `closesConnection` is set; then the body, unless for HEAD. A 204 or 304
/// has no `Content-Length` and no body. A header name that is not a token, a value with CR, LF or NUL,
/// a header the writer owns (`Content-Length`, `Transfer-Encoding`, `Connection`) set by the caller,
/// and a body on a 204 or 304 are the caller's mistakes: each stops the program with a `precondition`
/// that names it (none can come from a client's request).
package struct HTTPResponse: Sendable {
    package var status: HTTPStatus
    /// The header fields, in the order written.
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]
    /// Whether the connection closes once the response is sent (`Connection: close`).
    package var closesConnection: Bool

    package init(
        status: HTTPStatus, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        closesConnection: Bool = false
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.closesConnection = closesConnection
    }

    /// A plain-text response: `text` in UTF-8, `Content-Type: text/plain; charset=utf-8`.
    package static func text(
        _ text: String, status: HTTPStatus = .ok, headers: [(name: String, value: String)] = [],
        closesConnection: Bool = false
    ) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [(name: "Content-Type", value: "text/plain; charset=utf-8")] + headers,
            body: Array(text.utf8), closesConnection: closesConnection)
    }

    /// The value of the first header named `name` (any case), or nil.
    package func header(named name: String) -> String? {
        headers.first { HTTPSyntax.equalsIgnoringASCIICase($0.name, name) }?.value
    }

    /// The response as bytes on the wire; for a HEAD request, without the body.
    package func serialized(forHEAD: Bool = false) -> [UInt8] {
        let hasNoBody = status.code == 204 || status.code == 304
        precondition(!hasNoBody || body.isEmpty, "a \(status) response has no body")
        var text = "HTTP/1.1 \(status)\r\n"
        for (name, value) in headers {
            HTTPSyntax.requireWritableField(name: name, value: value)
            precondition(
                !["Content-Length", "Transfer-Encoding", "Connection"].contains {
                    HTTPSyntax.equalsIgnoringASCIICase($0, name)
                }, "HTTPResponse writes \(name) itself: set `body` or `closesConnection` instead")
            text += "\(name): \(value)\r\n"
        }
        if !hasNoBody { text += "Content-Length: \(body.count)\r\n" }
        if closesConnection { text += "Connection: close\r\n" }
        text += "\r\n"
        return forHEAD || hasNoBody ? Array(text.utf8) : Array(text.utf8) + body
    }

    /// The head of a server-sent event stream (`text/event-stream`): 200, `Content-Type: text/event-stream;
    /// charset=utf-8`, `Cache-Control: no-store`, `headers`, and `Connection: close`, without a
    /// `Content-Length`: the events that follow end when the connection does.
    package static func eventStreamHead(headers: [(name: String, value: String)] = []) -> [UInt8] {
        var text = "HTTP/1.1 \(HTTPStatus.ok)\r\n"
        let own: [(name: String, value: String)] = [
            (name: "Content-Type", value: "text/event-stream; charset=utf-8"),
            (name: "Cache-Control", value: "no-store"),
        ]
        for (name, value) in own + headers {
            HTTPSyntax.requireWritableField(name: name, value: value)
            text += "\(name): \(value)\r\n"
        }
        text += "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }
}
