import HTTPMessages
import Testing

/// How a body is framed: by Content-Length only.
@Suite("Reading a body")
struct BodyFramingTests {
    @Test("a Content-Length body is read, and the next request starts after it")
    func contentLength() throws {
        let outcome = read(
            "POST /p HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhelloGET / HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(outcome.error == nil)
        #expect(outcome.requests.map(\.body) == [Array("hello".utf8), []])
        #expect(outcome.requests.map(\.method) == ["POST", "GET"])
    }

    @Test("a GET or HEAD with a body has it read and kept")
    func getWithBody() {
        #expect(
            onlyRequest("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nhi")?.body == Array("hi".utf8))
        #expect(
            onlyRequest("HEAD / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\n\r\nx")?.body == [
                UInt8(ascii: "x")
            ])
    }

    @Test("a body may hold any bytes, CR, LF and NUL included")
    func binaryBody() {
        let body: [UInt8] = [0, 13, 10, 13, 10, 0xFF, 0x80]
        let bytes = Array("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 7\r\n\r\n".utf8) + body
        #expect(read(bytes).requests.first?.body == body)
    }

    @Test("Content-Length 0, and leading zeros, are read")
    func zeros() {
        #expect(onlyRequest("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n")?.body == [])
        #expect(
            onlyRequest("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 0002\r\n\r\nab")?.body
                == Array("ab".utf8))
    }

    @Test("the same Content-Length repeated is read; two different ones are 400")
    func repeated() {
        #expect(
            onlyRequest("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\ncontent-length: 2\r\n\r\nab")?
                .body
                == Array("ab".utf8))
        #expect(
            refusal("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nabc")
                == HTTPParseError(.badRequest, "the request has Content-Length headers with different values")
        )
    }

    @Test(
        "a Content-Length that is not only digits is 400",
        arguments: ["-1", "+1", "1a", "0x10", "1 1", "1,1", "", "1.0", "١"])
    func notDigits(value: String) {
        #expect(
            refusal("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: \(value)\r\n\r\n")
                == HTTPParseError(.badRequest, "the Content-Length is not a number of bytes (digits only)"))
    }

    @Test("a Content-Length too large for any integer is 413, not a crash")
    func huge() {
        #expect(
            refusalStatus(
                "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999999999999\r\n\r\n")
                == 413)
        #expect(
            refusalStatus("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 9223372036854775808\r\n\r\n") == 413)
    }

    @Test("Transfer-Encoding is 501, and 400 beside a Content-Length (request smuggling)")
    func transferEncoding() {
        #expect(
            refusal("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
                == HTTPParseError(
                    .notImplemented,
                    "chunked bodies are not accepted (Transfer-Encoding): send the body with a Content-Length"
                ))
        for head in [
            "Transfer-Encoding: chunked\r\nContent-Length: 3",
            "Content-Length: 3\r\ntransfer-encoding: chunked",
            "Content-Length: 3\r\nTransfer-Encoding: identity",
        ] {
            #expect(
                refusal("POST / HTTP/1.1\r\nHost: h\r\n\(head)\r\n\r\nabc")
                    == HTTPParseError(
                        .badRequest,
                        "the request has both Transfer-Encoding and Content-Length: two readers could disagree on "
                            + "where it ends (request smuggling)"))
        }
    }

    @Test("a body that has not all arrived is waited for")
    func partialBody() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\n\r\nab".utf8))
        #expect(try parser.nextRequest() == nil)
        #expect(parser.hasPartialRequest)
        parser.append(Array("cd".utf8))
        #expect(try parser.nextRequest()?.body == Array("abcd".utf8))
        #expect(!parser.hasPartialRequest)
    }
}
