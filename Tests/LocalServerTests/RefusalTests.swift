import HTTPMessages
import LocalServer
import Testing

/// Every refusal of the security policy and the parser, sent as raw bytes: its status, a plain-text
/// body, the security headers, the connection closed, and the handler never called.
@Suite("What the local server refuses")
struct RefusalTests {
    /// A request as raw text, with `{PORT}` and `{SECRET}` filled in by the test, and the status it gets.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let request: String
        let status: Int
        var testDescription: String { name }

        init(_ name: String, _ status: Int, _ request: String) {
            self.name = name
            self.request = request
            self.status = status
        }
    }

    static let origin = "Origin: http://127.0.0.1:{PORT}"
    static let secret = "X-RxSandbox-Secret: {SECRET}"

    static let cases: [Case] = [
        Case("a Host of another name", 421, "GET / HTTP/1.1\r\nHost: example.com\r\n\r\n"),
        Case(
            "a rebound DNS name, with the right port", 421,
            "GET / HTTP/1.1\r\nHost: evil.example:{PORT}\r\n\r\n"),
        Case("the wrong port", 421, "GET / HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n"),
        Case("no port", 421, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        Case("a Host with a path's worth more", 421, "GET / HTTP/1.1\r\nHost: 127.0.0.1:{PORT}0\r\n\r\n"),
        Case("HTTP/1.0 without a Host", 421, "GET / HTTP/1.0\r\n\r\n"),
        Case("PUT", 405, "PUT / HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nContent-Length: 0\r\n\r\n"),
        Case("DELETE", 405, "DELETE / HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\r\n"),
        Case(
            "OPTIONS (a CORS preflight)", 405,
            "OPTIONS / HTTP/1.1\r\nHost: localhost:{PORT}\r\n\(origin)\r\n\r\n"),
        Case("a lowercase get", 405, "get / HTTP/1.1\r\nHost: localhost:{PORT}\r\n\r\n"),
        Case(
            "a POST without the secret", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\(origin)\r\n\r\n"),
        Case(
            "a POST with a wrong secret", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\(origin)\r\nX-RxSandbox-Secret: 0123456789abcdef0123456789abcdef\r\n\r\n"
        ),
        Case(
            "a POST with the secret and a byte more", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\(origin)\r\n\(secret)0\r\n\r\n"),
        Case(
            "a POST with the secret twice", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\(origin)\r\n\(secret)\r\n\(secret)\r\n\r\n"),
        Case(
            "a POST from another origin", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nOrigin: https://evil.example\r\n\(secret)\r\n\r\n"
        ),
        Case(
            "a POST from this host on another port", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nOrigin: http://127.0.0.1:1\r\n\(secret)\r\n\r\n"),
        Case(
            "a POST from https on this port", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nOrigin: https://127.0.0.1:{PORT}\r\n\(secret)\r\n\r\n"
        ),
        Case(
            "a POST with Origin: null", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nOrigin: null\r\n\(secret)\r\n\r\n"),
        Case(
            "a POST without an Origin", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\(secret)\r\n\r\n"),
        Case(
            "a POST with two Origins", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\(origin)\r\n\(origin)\r\n\(secret)\r\n\r\n"),
        Case(
            "a POST that says it is cross-site", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\(origin)\r\nSec-Fetch-Site: cross-site\r\n\(secret)\r\n\r\n"
        ),
        Case(
            "a POST that says it is same-site", 403,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\(origin)\r\nSec-Fetch-Site: same-site\r\n\(secret)\r\n\r\n"
        ),
        Case(
            "a GET from another origin", 403,
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nOrigin: http://evil.example\r\n\r\n"),
        Case(
            "an EventSource from another origin", 403,
            "GET /events HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nOrigin: null\r\n\r\n"),
        Case(
            "a header larger than the head's limit", 431,
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nX-Big: \(String(repeating: "x", count: 17_000))\r\n\r\n"
        ),
        Case(
            "65 header lines", 431,
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n" + (1...64).map { "X-\($0): y\r\n" }.joined()
                + "\r\n"),
        Case(
            "a body over 256 KiB", 413,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nContent-Length: 262145\r\n\r\n"),
        Case("a request line of two words", 400, "GET /\r\nHost: 127.0.0.1:{PORT}\r\n\r\n"),
        Case("a request line with two spaces", 400, "GET  / HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\r\n"),
        Case("a path with ..", 400, "GET /../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\n\r\n"),
        Case("binary noise", 400, "\u{1}\u{2}\u{3}\r\n\r\n"),
        Case(
            "a request line over 8 KiB", 414, "GET /\(String(repeating: "a", count: 8200)) HTTP/1.1\r\n\r\n"),
        Case(
            "a chunked body", 501,
            "POST /run HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"),
        Case("HTTP/2.0", 505, "GET / HTTP/2.0\r\nHost: 127.0.0.1:{PORT}\r\n\r\n"),
    ]

    @Test("refused with its status, before the handler", arguments: cases)
    func refused(_ refusal: Case) throws {
        let fixture = try ServerFixture()
        let client = try fixture.client()
        client.send(
            refusal.request.replacing("{PORT}", with: "\(fixture.port)").replacing(
                "{SECRET}", with: fixture.server.secret)
        )
        let response = try #require(client.readResponse())
        #expect(response.status == refusal.status)
        #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(response.text.count > 20)
        #expect(response.headers["Connection"] == "close")
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(response.headers["Referrer-Policy"] == "no-referrer")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(!response.headers.contains { $0.name.lowercased().hasPrefix("access-control-") })
        if refusal.status == 405 { #expect(response.headers["Allow"] == "GET, HEAD, POST") }
        #expect(client.waitForClose())
        #expect(fixture.log.all.isEmpty)
    }

    @Test("the refusals say what was wrong and what to do")
    func messages() throws {
        let fixture = try ServerFixture()
        let port = fixture.port
        #expect(
            try fixture.exchange("GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n")?.text
                == "This server answers only requests addressed to 127.0.0.1:\(port), localhost:\(port) or "
                + "[::1]:\(port), and the Host header named another. Open http://127.0.0.1:\(port)/ instead.\n"
        )
        #expect(
            try fixture.exchange(
                "POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n")?
                .text
                == "A POST must carry the X-RxSandbox-Secret header with this run's secret, which the server's pages "
                + "hold: reload the page from http://127.0.0.1:\(port)/ and try again.\n")
        #expect(
            try fixture.exchange("GET /a%2Fb HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")?.text
                == "the path holds an encoded slash (%2F): a segment can't contain /\n")
    }
}
