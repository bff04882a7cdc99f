import HTTPMessages
import Testing

/// Writing messages: requests (read back equal), responses, server-sent events.
@Suite("Writing requests, responses and events")
struct MessageWritingTests {
    @Test("a parsed request, written, reads back equal")
    func requestRoundTrip() {
        let outcome = read(
            "\r\nPOST /a%20b/?x=1+2 HTTP/1.1\nHost: h\nX:  spaced  out \r\nEmpty:\r\nContent-Length: 3\r\n\r\nabc"
                + "GET / HTTP/1.0\r\n\r\n")
        #expect(outcome.requests.count == 2)
        for request in outcome.requests {
            #expect(read(request.serialized()) == ParseOutcome(requests: [request]))
        }
    }

    @Test("a request is written with CRLF, each header as name: value")
    func requestBytes() throws {
        let request = try HTTPRequest(
            method: "POST", target: "/p", headers: ["Host": "h", "Content-Length": "2"],
            body: Array("hi".utf8))
        #expect(
            String(decoding: request.serialized(), as: UTF8.self)
                == "POST /p HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nhi")
    }

    @Test("a response has its status line, headers, Content-Length, then its body")
    func response() {
        let response = HTTPResponse(
            status: .notFound, headers: [(name: "X-A", value: "b")], body: Array("gone".utf8))
        #expect(
            String(decoding: response.serialized(), as: UTF8.self)
                == "HTTP/1.1 404 Not Found\r\nX-A: b\r\nContent-Length: 4\r\n\r\ngone")
    }

    @Test("for HEAD, the same head (Content-Length too) without the body")
    func head() {
        let response = HTTPResponse.text("hello")
        #expect(
            String(decoding: response.serialized(forHEAD: true), as: UTF8.self)
                == "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 5\r\n\r\n")
        #expect(response.serialized().suffix(5) == Array("hello".utf8))
    }

    @Test("closesConnection writes Connection: close")
    func close() {
        let response = HTTPResponse(status: .badRequest, closesConnection: true)
        #expect(
            String(decoding: response.serialized(), as: UTF8.self)
                == "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    }

    @Test("a 204 or 304 has no Content-Length and no body")
    func noContent() {
        #expect(
            String(decoding: HTTPResponse(status: .noContent).serialized(), as: UTF8.self)
                == "HTTP/1.1 204 No Content\r\n\r\n")
        #expect(
            String(
                decoding: HTTPResponse(status: .notModified, headers: [(name: "ETag", value: "\"1\"")])
                    .serialized(), as: UTF8.self)
                == "HTTP/1.1 304 Not Modified\r\nETag: \"1\"\r\n\r\n")
    }

    @Test("header lookup on a response ignores case")
    func responseLookup() {
        let response = HTTPResponse(status: .ok, headers: [(name: "cache-control", value: "max-age=1")])
        #expect(response.header(named: "Cache-Control") == "max-age=1")
        #expect(response.header(named: "ETag") == nil)
    }

    @Test("the event stream's head: 200, its type, no-store, the extra headers, no Content-Length")
    func eventStreamHead() {
        #expect(
            String(
                decoding: HTTPResponse.eventStreamHead(headers: [(name: "X-A", value: "b")]), as: UTF8.self)
                == "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\n"
                + "X-A: b\r\nConnection: close\r\n\r\n")
    }

    @Test(
        "an event writes its type and id, one data line per line of data (CRLF, CR and LF), then an empty line"
    )
    func event() {
        #expect(
            String(
                decoding: ServerSentEvent(event: "tick", data: "a\r\nb\rc\nd", id: "7").serialized(),
                as: UTF8.self)
                == "event: tick\nid: 7\ndata: a\ndata: b\ndata: c\ndata: d\n\n")
        #expect(String(decoding: ServerSentEvent(data: "").serialized(), as: UTF8.self) == "data: \n\n")
        #expect(
            String(decoding: ServerSentEvent(data: "x\n").serialized(), as: UTF8.self)
                == "data: x\ndata: \n\n")
        #expect(String(decoding: ServerSentEvent.keepAliveComment, as: UTF8.self) == ": keep-alive\n\n")
    }

    @Test("statuses say their code and phrase")
    func statuses() {
        let all: [HTTPStatus] = [
            .ok, .noContent, .partialContent, .notModified, .badRequest, .forbidden, .notFound,
            .methodNotAllowed,
            .requestTimeout, .conflict, .contentTooLarge, .uriTooLong, .misdirectedRequest,
            .requestHeaderFieldsTooLarge, .internalServerError, .notImplemented, .serviceUnavailable,
            .httpVersionNotSupported,
        ]
        #expect(
            all.map(\.code) == [
                200, 204, 206, 304, 400, 403, 404, 405, 408, 409, 413, 414, 421, 431, 500, 501, 503, 505,
            ])
        #expect(HTTPStatus.requestHeaderFieldsTooLarge.description == "431 Request Header Fields Too Large")
        #expect(all.filter(\.isError).count == 14)
    }

    @Test("a header value with CR or LF stops the program (response splitting is the caller's mistake)")
    func splitting() async {
        await #expect(processExitsWith: .failure) {
            _ = HTTPResponse(status: .ok, headers: [(name: "X", value: "a\r\nSet-Cookie: b")]).serialized()
        }
        await #expect(processExitsWith: .failure) {
            _ = HTTPResponse(status: .ok, headers: [(name: "Content-Length", value: "1")]).serialized()
        }
        await #expect(processExitsWith: .failure) {
            _ = ServerSentEvent(event: "a\nb", data: "").serialized()
        }
        await #expect(processExitsWith: .failure) { _ = ServerSentEvent(data: "", id: "1\r").serialized() }
    }
}
