/// An HTTP/1.x request: method, target, version, header fields and body, as the parser read them.
///
/// Contract: the target is always a valid origin-form target (`init` parses it, as the parser does,
/// and throws the same 400 error); `path` and `query` are its decoded parts. `serialized()` writes the
/// request so that `HTTPRequestParser` reads it back equal (with CRLF line endings, each header as
/// `name: value`); the header fields are written as they are, so a body's length is whatever
/// `Content-Length` they hold. A method or header name that is not a token, or a value with CR, LF or
/// NUL, stops the program when written (a caller's mistake, never one a parsed request has).
package struct HTTPRequest: Equatable, Sendable {
    /// The method, a token, case-sensitive: `GET`.
    package var method: String
    /// The parsed request-target; `target` is its raw text.
    package let requestTarget: HTTPRequestTarget
    package var version: HTTPVersion
    package var headers: HTTPHeaders
    package var body: [UInt8]

    package init(
        method: String, target: String, version: HTTPVersion = .http1_1, headers: HTTPHeaders = [:],
        body: [UInt8] = []
    ) throws(HTTPParseError) {
        try self.init(
            method: method, requestTarget: HTTPRequestTarget(parsing: target), version: version,
            headers: headers,
            body: body)
    }

    package init(
        method: String, requestTarget: HTTPRequestTarget, version: HTTPVersion = .http1_1,
        headers: HTTPHeaders = [:], body: [UInt8] = []
    ) {
        self.method = method
        self.requestTarget = requestTarget
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// The request-target as received: `/a%20b?x=1`.
    package var target: String { requestTarget.raw }

    /// The decoded path: `/a b`.
    package var path: String { requestTarget.path }

    /// The decoded query pairs, in order: `[("x", "1")]`.
    package var query: [(name: String, value: String)] { requestTarget.query }

    /// The request as bytes on the wire.
    package func serialized() -> [UInt8] {
        precondition(
            HTTPSyntax.isToken(method.utf8), "an HTTP method is a token: \(method.debugDescription) is not")
        var text = "\(method) \(target) \(version.text)\r\n"
        for (name, value) in headers {
            HTTPSyntax.requireWritableField(name: name, value: value)
            text += "\(name): \(value)\r\n"
        }
        text += "\r\n"
        return Array(text.utf8) + body
    }
}
