/// Reads HTTP/1.1 requests (RFC 9112) from bytes as they arrive: `append` what was received, then
/// call `nextRequest()` until it returns nil ("need more bytes").
///
/// Contract:
/// - Incremental: the requests and the error read from a stream of bytes are the same however the
///   stream is cut into `append` calls (one byte at a time or all at once); several requests in one
///   buffer (pipelining) come out one per call, in order.
/// - Limits (`HTTPLimits`): a request exactly at a limit is read; one over is refused (414, 431, 413)
///   once more bytes have arrived than the limit leaves room for, so the buffer never holds much more
///   than a limit.
/// - Strict: the method is a token; the request line's three parts are separated by exactly one space;
///   the version is `HTTP/1.1` or `HTTP/1.0` (another `HTTP/x.y` is 505, anything else 400); the target
///   is origin form (`HTTPRequestTarget`); header names are tokens with no whitespace before the colon;
///   values lose the whitespace around them and hold no control character but HTAB; a line that
///   starts with whitespace (obsolete line folding) is refused; lines end with CRLF or a bare LF, and a
///   bare CR is refused; empty lines before a request line are skipped. A body comes only by
///   `Content-Length` (digits; repeated only with the same value); `Transfer-Encoding` is 501, and 400
///   beside a `Content-Length` (request smuggling); HTTP/1.1 needs one `Host`, and no request may have
///   two. A GET or HEAD may have a body: it is read and kept.
/// - Every refusal is a 400 unless said otherwise above, and final: once `nextRequest()` has thrown,
///   it throws the same error on every call, and `append` drops what it is given.
package struct HTTPRequestParser: Sendable {
    private let limits: HTTPLimits
    private var buffer: [UInt8] = []
    /// The first byte of `buffer` not yet read.
    private var start = 0
    /// How many bytes from `start` are known not to be a line feed (the current line, searched so far).
    private var searched = 0
    /// The bytes of the current request's head read so far.
    private var headBytes = 0
    private var stage = Stage.requestLine
    private var failure: HTTPParseError?

    /// What the parser reads next.
    private enum Stage {
        case requestLine
        case headers(Head)
        case body(Head, length: Int)
    }

    /// The request line and the header fields read so far.
    private struct Head {
        var method: String
        var target: HTTPRequestTarget
        var version: HTTPVersion
        var headers = HTTPHeaders()
    }

    package init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    /// Adds bytes received (dropped once the parser has failed).
    package mutating func append(_ bytes: some Collection<UInt8>) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
    }

    /// Whether part of a request has been received (a byte of it, even an empty line before it) and
    /// not yet returned: what tells a server's "the head is late" from "the connection is idle".
    package var hasPartialRequest: Bool {
        guard failure == nil else { return false }
        if case .requestLine = stage { return headBytes > 0 || start < buffer.count }
        return true
    }

    /// The next whole request, or nil when more bytes are needed.
    package mutating func nextRequest() throws(HTTPParseError) -> HTTPRequest? {
        if let failure { throw failure }
        do {
            return try readRequest()
        } catch {
            failure = error
            buffer = []
            start = 0
            throw error
        }
    }

    private mutating func readRequest() throws(HTTPParseError) -> HTTPRequest? {
        while true {
            switch stage {
            case .requestLine:
                guard let line = try nextLine(isRequestLine: true) else { return nil }
                // RFC 9112, section 2.2: empty lines before the request line may be ignored.
                if !line.isEmpty { stage = .headers(try Self.head(fromRequestLine: line)) }
            case .headers(var head):
                guard let line = try nextLine(isRequestLine: false) else { return nil }
                if line.isEmpty {
                    stage = .body(head, length: try bodyLength(of: head))
                } else {
                    stage = .requestLine  // lets `head` be changed in place, not copied
                    guard head.headers.count < limits.maxHeaderCount else {
                        throw HTTPParseError(
                            .requestHeaderFieldsTooLarge,
                            "the request has more than \(limits.maxHeaderCount) header lines"
                        )
                    }
                    let field = try Self.field(fromLine: line, number: head.headers.count + 1)
                    head.headers.append(name: field.name, value: field.value)
                    stage = .headers(head)
                }
            case .body(let head, let length):
                guard buffer.count - start >= length else { return nil }
                let body = Array(buffer[start..<(start + length)])
                consume(length)
                stage = .requestLine
                headBytes = 0
                return HTTPRequest(
                    method: head.method, requestTarget: head.target, version: head.version,
                    headers: head.headers,
                    body: body)
            }
        }
    }

    /// The next line without its line ending, consumed; nil while its line feed has not arrived. Throws
    /// once more bytes have arrived than the line may take: the search for its line feed stops where the
    /// limits say the line must have ended, so the answer does not depend on how the bytes arrived.
    private mutating func nextLine(isRequestLine: Bool) throws(HTTPParseError) -> ArraySlice<UInt8>? {
        // The most bytes this line, its line feed included, may take.
        var window = limits.maxHeaderBytes - headBytes
        var overflow = HTTPParseError(
            .requestHeaderFieldsTooLarge, "the request head is larger than \(limits.maxHeaderBytes) bytes")
        // The request line may be `maxRequestLineBytes` long, then CR and LF.
        if isRequestLine, limits.maxRequestLineBytes + 2 <= window {
            window = limits.maxRequestLineBytes + 2
            overflow = HTTPParseError(
                .uriTooLong, "the request line is longer than \(limits.maxRequestLineBytes) bytes")
        }
        let available = buffer.count - start
        let end = start + min(available, window)
        guard let lineFeed = buffer[(start + searched)..<end].firstIndex(of: HTTPSyntax.lineFeed) else {
            searched = end - start
            if available >= window { throw overflow }
            return nil
        }
        var line = buffer[start..<lineFeed]
        headBytes += lineFeed + 1 - start
        consume(lineFeed + 1 - start)
        if line.last == HTTPSyntax.carriageReturn { line = line.dropLast() }
        guard !line.contains(HTTPSyntax.carriageReturn) else {
            throw HTTPParseError(.badRequest, "the request head has a CR that is not followed by LF")
        }
        if isRequestLine, line.count > limits.maxRequestLineBytes { throw overflow }
        return line
    }

    /// Marks `count` more bytes read, and drops the bytes read from the buffer now and then.
    private mutating func consume(_ count: Int) {
        start += count
        searched = 0
        if start >= 4096, start * 2 >= buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    /// The method, target and version of a request line.
    private static func head(fromRequestLine line: ArraySlice<UInt8>) throws(HTTPParseError) -> Head {
        let parts = line.split(separator: HTTPSyntax.space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts.contains(where: \.isEmpty) else {
            if parts.count > 1, parts.contains(where: \.isEmpty) {
                throw HTTPParseError(
                    .badRequest,
                    "the request line has a space too many: its three parts are separated by one space each "
                        + "(GET / HTTP/1.1)")
            }
            throw HTTPParseError(
                .badRequest,
                "the request line is not a method, a target and a version, such as GET / HTTP/1.1")
        }
        guard HTTPSyntax.isToken(parts[0]) else {
            throw HTTPParseError(
                .badRequest,
                "the method holds a character a method can't (letters, digits and !#$%&'*+-.^_`|~)")
        }
        let version = try version(parts[2])
        let target = try HTTPRequestTarget(parsing: String(decoding: parts[1], as: UTF8.self))
        return Head(method: String(decoding: parts[0], as: UTF8.self), target: target, version: version)
    }

    /// The version at the end of a request line.
    private static func version(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPVersion {
        let text = Array(bytes)
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard text.count == 8, text.starts(with: "HTTP/".utf8), isDigit(text[5]),
            text[6] == UInt8(ascii: "."),
            isDigit(text[7])
        else {
            throw HTTPParseError(
                .badRequest, "the request line does not end with an HTTP version, such as HTTP/1.1")
        }
        switch (text[5], text[7]) {
        case (UInt8(ascii: "1"), UInt8(ascii: "1")): return .http1_1
        case (UInt8(ascii: "1"), UInt8(ascii: "0")): return .http1_0
        default:
            throw HTTPParseError(
                .httpVersionNotSupported,
                "\(String(decoding: text, as: UTF8.self)) is not supported: send the request as HTTP/1.1")
        }
    }

    /// The name and value of header line `number` (from 1).
    private static func field(fromLine line: ArraySlice<UInt8>, number: Int) throws(HTTPParseError) -> (
        name: String, value: String
    ) {
        func refuse(_ problem: String) -> HTTPParseError {
            HTTPParseError(.badRequest, "the header line \(number) \(problem)")
        }
        if let first = line.first, HTTPSyntax.isWhitespace(first) {
            throw refuse(
                "starts with whitespace: a header folded over several lines (obsolete line folding) is not accepted"
            )
        }
        guard let colon = line.firstIndex(of: HTTPSyntax.colon) else { throw refuse("has no colon") }
        let name = line[..<colon]
        guard let last = name.last else { throw refuse("has no name before its colon") }
        if HTTPSyntax.isWhitespace(last) { throw refuse("has whitespace between its name and its colon") }
        guard HTTPSyntax.isToken(name) else {
            throw refuse(
                "has a name with a character a header name can't hold (letters, digits and !#$%&'*+-.^_`|~)")
        }
        var value = line[(colon + 1)...]
        while let first = value.first, HTTPSyntax.isWhitespace(first) { value = value.dropFirst() }
        while let last = value.last, HTTPSyntax.isWhitespace(last) { value = value.dropLast() }
        guard value.allSatisfy(HTTPSyntax.isFieldValueByte) else {
            throw refuse("has a control character in its value")
        }
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    /// The body's length, from a complete head, once the rules on Host and on how a body is framed hold.
    private func bodyLength(of head: Head) throws(HTTPParseError) -> Int {
        let hosts = head.headers.values(named: "Host")
        guard hosts.count <= 1 else {
            throw HTTPParseError(.badRequest, "the request has more than one Host header")
        }
        if head.version == .http1_1, hosts.isEmpty {
            throw HTTPParseError(
                .badRequest, "an HTTP/1.1 request needs a Host header (Host: 127.0.0.1:8080)")
        }
        if let host = hosts.first, !host.utf8.allSatisfy(Self.isHostByte) {
            throw HTTPParseError(.badRequest, "the Host header is not a host name with an optional port")
        }
        let lengths = head.headers.values(named: "Content-Length")
        if head.headers.contains("Transfer-Encoding") {
            guard lengths.isEmpty else {
                throw HTTPParseError(
                    .badRequest,
                    "the request has both Transfer-Encoding and Content-Length: two readers could disagree on "
                        + "where it ends (request smuggling)")
            }
            throw HTTPParseError(
                .notImplemented,
                "chunked bodies are not accepted (Transfer-Encoding): send the body with a Content-Length")
        }
        guard let length = lengths.first else { return 0 }
        guard lengths.allSatisfy({ $0 == length }) else {
            throw HTTPParseError(.badRequest, "the request has Content-Length headers with different values")
        }
        guard !length.isEmpty,
            length.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else {
            throw HTTPParseError(.badRequest, "the Content-Length is not a number of bytes (digits only)")
        }
        let digits = length.drop { $0 == "0" }
        guard digits.count <= 18, let count = Int(digits.isEmpty ? "0" : digits), count <= limits.maxBodyBytes
        else {
            throw HTTPParseError(.contentTooLarge, "the body is larger than \(limits.maxBodyBytes) bytes")
        }
        return count
    }

    /// A byte a Host value may hold (RFC 3986's host and port: letters, digits, `-._~%!$&'()*+,;=:[]`).
    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~%!$&'()*+,;=:[]".utf8.contains(byte)
        }
    }
}
