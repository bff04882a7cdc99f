import HTTPMessages
import Testing

/// Header lines: `name: value`, a token name right before the colon, a value without control characters.
@Suite("Reading header fields")
struct HeaderFieldTests {
    @Test("fields keep their order and case; lookup ignores case and returns the first")
    func orderAndLookup() throws {
        let request = try #require(
            onlyRequest("GET / HTTP/1.1\r\nHost: h\r\nX-One: 1\r\nx-one: 2\r\nAccept:text/html\r\n\r\n"))
        #expect(request.headers.map(\.name) == ["Host", "X-One", "x-one", "Accept"])
        #expect(request.headers["X-ONE"] == "1")
        #expect(request.headers.values(named: "x-One") == ["1", "2"])
        #expect(request.headers["accept"] == "text/html")
        #expect(request.headers["Missing"] == nil)
        #expect(request.headers.values(named: "Missing").isEmpty)
        #expect(request.headers.contains("HOST"))
    }

    @Test("the whitespace around a value is dropped; inside it is kept; an empty value is empty")
    func whitespace() throws {
        let request = try #require(
            onlyRequest("GET / HTTP/1.1\r\nHost: h\r\nA: \t a  b\t \r\nB:\r\nC:   \r\n\r\n"))
        #expect(request.headers["A"] == "a  b")
        #expect(request.headers["B"] == "")
        #expect(request.headers["C"] == "")
    }

    @Test("a value may hold bytes above 0x7F (UTF-8 is read as such, other bytes as U+FFFD)")
    func obsText() throws {
        var bytes = Array("GET / HTTP/1.1\r\nHost: h\r\nName: café\r\nRaw: a".utf8)
        bytes += [0xFF, 0x80] + Array("b\r\n\r\n".utf8)
        let outcome = read(bytes)
        #expect(outcome.error == nil)
        #expect(outcome.requests.first?.headers["Name"] == "café")
        #expect(outcome.requests.first?.headers["Raw"] == "a\u{FFFD}\u{FFFD}b")
    }

    @Test("a line without a colon is 400, naming the line")
    func noColon() {
        #expect(
            refusal("GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nno colon here\r\n\r\n")
                == HTTPParseError(.badRequest, "the header line 3 has no colon"))
    }

    @Test("whitespace between the name and its colon is 400")
    func whitespaceBeforeColon() {
        #expect(
            refusal("GET / HTTP/1.1\r\nHost : h\r\n\r\n")
                == HTTPParseError(
                    .badRequest, "the header line 1 has whitespace between its name and its colon"))
        #expect(refusalStatus("GET / HTTP/1.1\r\nHost\t: h\r\n\r\n") == 400)
    }

    @Test("an empty name is 400", arguments: [": x", ":"])
    func emptyName(line: String) {
        #expect(
            refusal("GET / HTTP/1.1\r\nHost: h\r\n\(line)\r\n\r\n")
                == HTTPParseError(.badRequest, "the header line 2 has no name before its colon"))
    }

    @Test(
        "a name that is not a token is 400",
        arguments: ["A B: x", "A\"B: x", "A(B: x", "Ü: x", "A/B: x", "[A]: x"])
    func nonTokenName(line: String) {
        #expect(refusalStatus("GET / HTTP/1.1\r\nHost: h\r\n\(line)\r\n\r\n") == 400)
    }

    @Test(
        "a control character in a value is 400; HTAB is not one",
        arguments: [0x00, 0x01, 0x08, 0x0B, 0x1F, 0x7F])
    func controlInValue(byte: UInt8) {
        let bytes = Array("GET / HTTP/1.1\r\nHost: h\r\nA: x".utf8) + [byte] + Array("y\r\n\r\n".utf8)
        #expect(
            read(bytes).error
                == HTTPParseError(.badRequest, "the header line 2 has a control character in its value"))
    }

    @Test("a tab inside a value is kept")
    func tabInValue() {
        #expect(onlyRequest("GET / HTTP/1.1\r\nHost: h\r\nA: x\ty\r\n\r\n")?.headers["A"] == "x\ty")
    }

    @Test("obsolete line folding (a line starting with whitespace) is 400", arguments: [" ", "\t"])
    func folding(space: String) {
        #expect(
            refusal("GET / HTTP/1.1\r\nHost: h\r\nA: one\r\n\(space)two\r\n\r\n")
                == HTTPParseError(
                    .badRequest,
                    "the header line 3 starts with whitespace: a header folded over several lines (obsolete line "
                        + "folding) is not accepted"))
        #expect(refusalStatus("GET / HTTP/1.1\r\n\(space)Host: h\r\n\r\n") == 400)
    }

    @Test("lines may end with CRLF or a bare LF, mixed")
    func lineEndings() throws {
        let request = try #require(onlyRequest("GET / HTTP/1.1\nHost: h\r\nA: 1\n\r\n"))
        #expect(request.headers == ["Host": "h", "A": "1"])
        #expect(onlyRequest("GET / HTTP/1.1\nHost: h\n\n") != nil)
    }

    @Test(
        "a bare CR anywhere in the head is 400",
        arguments: [
            "GET / HTTP/1.1\rHost: h\r\n\r\n", "GET /\r HTTP/1.1\r\nHost: h\r\n\r\n",
            "GET / HTTP/1.1\r\nA: x\ry\r\nHost: h\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: h\r\r\n\r\n", "GET / HTTP/1.1\r\nHost: h\r\n\r\r\n",
            "\rGET / HTTP/1.1\r\nHost: h\r\n\r\n",
        ])
    func bareCR(text: String) {
        #expect(
            refusal(text)
                == HTTPParseError(.badRequest, "the request head has a CR that is not followed by LF"))
    }

    @Test("HTTP/1.1 needs a Host; no request may have two")
    func host() {
        #expect(
            refusal("GET / HTTP/1.1\r\nA: b\r\n\r\n")
                == HTTPParseError(
                    .badRequest, "an HTTP/1.1 request needs a Host header (Host: 127.0.0.1:8080)"))
        #expect(
            refusal("GET / HTTP/1.1\r\nHost: a\r\nhost: a\r\n\r\n")
                == HTTPParseError(.badRequest, "the request has more than one Host header"))
        #expect(refusalStatus("GET / HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n") == 400)
        #expect(onlyRequest("GET / HTTP/1.1\r\nHost:\r\n\r\n")?.headers["Host"] == "")
        #expect(onlyRequest("GET / HTTP/1.1\r\nHost: [::1]:8080\r\n\r\n")?.headers["Host"] == "[::1]:8080")
    }

    @Test(
        "a Host that is not a host and port is 400",
        arguments: ["a b", "a/b", "a@b", "a?b", "a#b", "a\\b", "é"])
    func badHost(host: String) {
        #expect(
            refusal("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
                == HTTPParseError(.badRequest, "the Host header is not a host name with an optional port"))
    }
}
