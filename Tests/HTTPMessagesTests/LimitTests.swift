import HTTPMessages
import Testing

/// Each limit: a request exactly at it is read, one over is refused with its status, without waiting
/// for the rest of the request.
@Suite("The parser's limits")
struct LimitTests {
    /// Small limits, so that the tests can build requests at them by hand.
    static let small = HTTPLimits(
        maxRequestLineBytes: 32, maxHeaderBytes: 100, maxHeaderCount: 3, maxBodyBytes: 10)

    /// A request line of exactly `length` bytes.
    static func requestLine(length: Int) -> String {
        "GET /" + String(repeating: "a", count: length - 14) + " HTTP/1.1"
    }

    @Test("a request line of maxRequestLineBytes is read; one byte more is 414 (CRLF or LF)")
    func requestLine() {
        for ending in ["\r\n", "\n"] {
            #expect(
                onlyRequest(Self.requestLine(length: 32) + ending + "Host: h\r\n\r\n", limits: Self.small)
                    != nil)
            #expect(
                refusal(Self.requestLine(length: 33) + ending + "Host: h\r\n\r\n", limits: Self.small)
                    == HTTPParseError(.uriTooLong, "the request line is longer than 32 bytes"))
        }
    }

    @Test("a request line too long is refused before its end arrives")
    func requestLineEarly() throws {
        var parser = HTTPRequestParser(limits: Self.small)
        parser.append(Array(Self.requestLine(length: 33).utf8))
        #expect(try parser.nextRequest() == nil)  // a CR LF may follow
        parser.append([UInt8(ascii: "x")])
        #expect(throws: HTTPParseError(.uriTooLong, "the request line is longer than 32 bytes")) {
            try parser.nextRequest()
        }
    }

    @Test("the default request line limit is 8 KiB")
    func defaultRequestLine() {
        #expect(onlyRequest(Self.requestLine(length: 8192) + "\r\nHost: h\r\n\r\n") != nil)
        #expect(refusalStatus(Self.requestLine(length: 8193) + "\r\nHost: h\r\n\r\n") == 414)
    }

    /// A head of exactly `length` bytes: request line, Host, one header `X` padded, empty line.
    static func head(length: Int, ending: String = "\r\n") -> String {
        let fixed = "GET / HTTP/1.1\(ending)Host: h\(ending)X: \(ending)\(ending)"
        return "GET / HTTP/1.1\(ending)Host: h\(ending)X: "
            + String(repeating: "v", count: length - fixed.utf8.count)
            + "\(ending)\(ending)"
    }

    @Test("a head of maxHeaderBytes is read; one byte more is 431 (line endings counted)")
    func headBytes() {
        for ending in ["\r\n", "\n"] {
            #expect(Self.head(length: 100, ending: ending).utf8.count == 100)
            #expect(onlyRequest(Self.head(length: 100, ending: ending), limits: Self.small) != nil)
            #expect(
                refusal(Self.head(length: 101, ending: ending), limits: Self.small)
                    == HTTPParseError(
                        .requestHeaderFieldsTooLarge, "the request head is larger than 100 bytes"))
        }
    }

    @Test("a head too large is refused before its end arrives")
    func headEarly() throws {
        var parser = HTTPRequestParser(limits: Self.small)
        parser.append(Array("GET / HTTP/1.1\r\nHost: h\r\nX: ".utf8))
        #expect(try parser.nextRequest() == nil)
        parser.append([UInt8](repeating: UInt8(ascii: "v"), count: 100))
        #expect(
            throws: HTTPParseError(.requestHeaderFieldsTooLarge, "the request head is larger than 100 bytes")
        ) {
            try parser.nextRequest()
        }
    }

    @Test("the default head limit is 16 KiB")
    func defaultHeadBytes() {
        #expect(onlyRequest(Self.head(length: 16384)) != nil)
        #expect(refusalStatus(Self.head(length: 16385)) == 431)
    }

    @Test("the head limit counts the request line, and the empty lines before it")
    func headCountsEverything() {
        let tight = HTTPLimits(maxRequestLineBytes: 32, maxHeaderBytes: 20)
        #expect(
            refusal(Self.requestLine(length: 25) + "\r\n", limits: tight)
                == HTTPParseError(.requestHeaderFieldsTooLarge, "the request head is larger than 20 bytes"))
        #expect(
            refusalStatus(String(repeating: "\r\n", count: 50) + "GET / HTTP/1.1\r\n\r\n", limits: Self.small)
                == 431)
        #expect(
            onlyRequest(String(repeating: "\r\n", count: 5) + "GET / HTTP/1.0\r\n\r\n", limits: Self.small)
                != nil)
    }

    @Test("the limit is for each request: pipelined heads do not add up")
    func perRequest() {
        let outcome = read(String(repeating: Self.head(length: 100), count: 3), limits: Self.small)
        #expect(outcome.error == nil)
        #expect(outcome.requests.count == 3)
    }

    /// A request with Host and `count - 1` more headers.
    static func headers(count: Int) -> String {
        "GET / HTTP/1.1\r\nHost: h\r\n" + (1..<count).map { "X-\($0): y\r\n" }.joined() + "\r\n"
    }

    @Test("maxHeaderCount header lines are read; one more is 431")
    func headerCount() {
        #expect(onlyRequest(Self.headers(count: 3), limits: Self.small)?.headers.count == 3)
        #expect(
            refusal(Self.headers(count: 4), limits: Self.small)
                == HTTPParseError(.requestHeaderFieldsTooLarge, "the request has more than 3 header lines"))
        #expect(onlyRequest(Self.headers(count: 64))?.headers.count == 64)
        #expect(refusalStatus(Self.headers(count: 65)) == 431)
    }

    @Test("a body of maxBodyBytes is read; one byte more is 413, from the head alone")
    func body() {
        let ten = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\n0123456789"
        #expect(onlyRequest(ten, limits: Self.small)?.body.count == 10)
        #expect(
            refusal("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 11\r\n\r\n", limits: Self.small)
                == HTTPParseError(.contentTooLarge, "the body is larger than 10 bytes"))
    }

    @Test("the default body limit is 256 KiB")
    func defaultBody() {
        let head = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: "
        let body = [UInt8](repeating: 0x61, count: 262_144)
        let outcome = feed(Array("\(head)262144\r\n\r\n".utf8) + body)
        #expect(outcome.error == nil)
        #expect(outcome.requests.first?.body == body)
        #expect(refusalStatus("\(head)262145\r\n\r\n") == 413)
    }
}
