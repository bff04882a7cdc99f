import HTTPMessages
import Testing

/// Bytes as they arrive: in pieces, several requests at once, and after an error.
@Suite("Reading requests as bytes arrive")
struct IncrementalParsingTests {
    static let stream =
        "GET /one HTTP/1.1\r\nHost: h\r\n\r\n"
        + "POST /two?x=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nabc"
        + "\r\nHEAD /three HTTP/1.0\nA:  b \n\n"

    @Test("three pipelined requests in one buffer come out one per call, in order")
    func pipelined() {
        let outcome = read(Self.stream)
        #expect(outcome.error == nil)
        #expect(outcome.requests.map(\.path) == ["/one", "/two", "/three"])
        #expect(outcome.requests.map(\.body) == [[], Array("abc".utf8), []])
        #expect(outcome.requests.map(\.version) == [.http1_1, .http1_1, .http1_0])
    }

    @Test("any chunking reads what one-shot feeding reads")
    func anyChunking() {
        let bytes = Array(Self.stream.utf8) + Array("GET / HTTP/1.1\r\nHost: h\r\nA: b\r\n c\r\n\r\n".utf8)
        let whole = feed(bytes)
        #expect(whole.requests.count == 3)
        #expect(whole.error?.status == .badRequest)
        for size in 1...bytes.count {
            #expect(feed(bytes, chunkSize: size) == whole, "chunks of \(size)")
        }
    }

    @Test("every prefix of a request is 'need more bytes', and only the whole request is returned")
    func prefixes() throws {
        let bytes = Array("POST /p HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nok".utf8)
        for length in 0..<bytes.count {
            var parser = HTTPRequestParser()
            parser.append(bytes[..<length])
            #expect(try parser.nextRequest() == nil, "\(length) bytes")
            #expect(parser.hasPartialRequest == (length > 0))
        }
        var parser = HTTPRequestParser()
        parser.append(bytes)
        #expect(try parser.nextRequest()?.body == Array("ok".utf8))
        #expect(try parser.nextRequest() == nil)
        #expect(!parser.hasPartialRequest)
    }

    @Test("an empty line before a request counts as part of it")
    func emptyLineIsPartial() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("\r\n".utf8))
        #expect(try parser.nextRequest() == nil)
        #expect(parser.hasPartialRequest)
    }

    @Test("after an error the parser stays failed: the same error, whatever is appended")
    func sticky() {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/2.0\r\nHost: h\r\n\r\n".utf8))
        let expected = HTTPParseError(
            .httpVersionNotSupported, "HTTP/2.0 is not supported: send the request as HTTP/1.1")
        #expect(throws: expected) { try parser.nextRequest() }
        parser.append(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        #expect(throws: expected) { try parser.nextRequest() }
        #expect(throws: expected) { try parser.nextRequest() }
        #expect(!parser.hasPartialRequest)
    }

    @Test("requests before an error are returned; the error comes after them")
    func errorAfterRequests() {
        let outcome = read("GET /a HTTP/1.1\r\nHost: h\r\n\r\nGET /b HTTP/1.1\r\n\r\n")
        #expect(outcome.requests.map(\.path) == ["/a"])
        #expect(outcome.error?.status == .badRequest)
    }

    @Test("a long stream of small pipelined requests is read whole (the buffer is compacted as it goes)")
    func longStream() {
        let one = "GET /x HTTP/1.1\r\nHost: h\r\n\r\n"
        let outcome = feed(Array(String(repeating: one, count: 2000).utf8), chunkSize: 1000)
        #expect(outcome.error == nil)
        #expect(outcome.requests.count == 2000)
    }
}
