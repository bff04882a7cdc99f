import HTTPMessages
import Testing

/// The request line: a method (a token), one space, the target, one space, the version.
@Suite("Reading the request line")
struct RequestLineTests {
    @Test("a GET is read whole: method, target, path, query, version, headers, empty body")
    func simpleGet() throws {
        let request = try #require(onlyRequest("GET /a%20b/c?x=1&y=two+words HTTP/1.1\r\nHost: h\r\n\r\n"))
        #expect(request.method == "GET")
        #expect(request.target == "/a%20b/c?x=1&y=two+words")
        #expect(request.path == "/a b/c")
        #expect(request.query.map(\.name) == ["x", "y"])
        #expect(request.query.map(\.value) == ["1", "two words"])
        #expect(request.version == .http1_1)
        #expect(request.headers == ["Host": "h"])
        #expect(request.body.isEmpty)
    }

    @Test("HTTP/1.0 is read, and needs no Host")
    func http10() throws {
        let request = try #require(onlyRequest("GET / HTTP/1.0\r\n\r\n"))
        #expect(request.version == .http1_0)
        #expect(request.headers.count == 0)
    }

    @Test("the method is any token, case-sensitive (what it means is the server's business)")
    func methods() throws {
        for method in ["get", "PATCH", "M-SEARCH", "X!#$%&'*+.^_`|~1"] {
            let request = try #require(onlyRequest("\(method) / HTTP/1.1\r\nHost: h\r\n\r\n"))
            #expect(request.method == method)
        }
    }

    @Test(
        "a method that is not a token is 400",
        arguments: ["G@T", "GE(T", "GÉT", "G\"T", "G,T", "G/T", "G{T"])
    func nonTokenMethod(method: String) {
        #expect(
            refusal("\(method) / HTTP/1.1\r\nHost: h\r\n\r\n")
                == HTTPParseError(
                    .badRequest,
                    "the method holds a character a method can't (letters, digits and !#$%&'*+-.^_`|~)"))
    }

    @Test(
        "the parts are separated by exactly one space: anything else is 400",
        arguments: [
            "GET  / HTTP/1.1", " GET / HTTP/1.1", "GET / HTTP/1.1 ", "GET /  HTTP/1.1", "GET\t/ HTTP/1.1",
            "GET /\tHTTP/1.1", "GET / HTTP/1.1\t", "GET /", "GET", "GET / HTTP/1.1 x", "GET /a b HTTP/1.1",
            "GET\u{0B}/ HTTP/1.1",
        ])
    func spacing(line: String) {
        #expect(refusalStatus("\(line)\r\nHost: h\r\n\r\n") == 400)
    }

    @Test("a doubled space is named")
    func doubledSpaceMessage() {
        #expect(
            refusal("GET  / HTTP/1.1\r\n\r\n")?.message
                == "the request line has a space too many: its three parts are separated by one space each "
                + "(GET / HTTP/1.1)")
    }

    @Test("another HTTP/x.y is 505", arguments: ["HTTP/2.0", "HTTP/0.9", "HTTP/1.2", "HTTP/3.0", "HTTP/9.9"])
    func unsupportedVersion(version: String) {
        #expect(
            refusal("GET / \(version)\r\nHost: h\r\n\r\n")
                == HTTPParseError(
                    .httpVersionNotSupported, "\(version) is not supported: send the request as HTTP/1.1"))
    }

    @Test(
        "a version that is not HTTP/x.y is 400",
        arguments: [
            "http/1.1", "HTTP/11", "HTTP/1.1x", "HTTP/1", "HTTP/2", "HTTP/1.", "FOO", "HTTP/a.b", "HTTP 1.1",
            "HTTP/1,1",
        ])
    func junkVersion(version: String) {
        #expect(refusalStatus("GET / \(version)\r\nHost: h\r\n\r\n") == 400)
    }

    @Test(
        "a target that is not a path (absolute, authority, asterisk form) is 400",
        arguments: [
            "GET http://example.com/ HTTP/1.1", "CONNECT example.com:443 HTTP/1.1", "OPTIONS * HTTP/1.1",
            "GET a/b HTTP/1.1", "GET /a#b HTTP/1.1", "GET /a/../b HTTP/1.1", "GET /%2F HTTP/1.1",
        ])
    func badTarget(line: String) {
        #expect(refusalStatus("\(line)\r\nHost: h\r\n\r\n") == 400)
    }

    @Test("empty lines before the request line are skipped, CRLF or LF")
    func leadingEmptyLines() throws {
        let request = try #require(onlyRequest("\r\n\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n"))
        #expect(request.path == "/")
    }

    @Test("a line of whitespace before the request line is not empty: 400")
    func whitespaceLine() {
        #expect(refusalStatus(" \r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n") == 400)
    }
}
