import HTTPMessages
import Testing

/// The request-target: origin form only, decoded into path segments and query pairs, or refused.
@Suite("Parsing the request target")
struct RequestTargetTests {
    @Test("the path is split into decoded segments; a trailing slash is a last empty segment")
    func segments() throws {
        #expect(try HTTPRequestTarget(parsing: "/").pathSegments == [""])
        #expect(try HTTPRequestTarget(parsing: "/a").pathSegments == ["a"])
        #expect(try HTTPRequestTarget(parsing: "/a/").pathSegments == ["a", ""])
        #expect(try HTTPRequestTarget(parsing: "/a%20b/caf%C3%A9").pathSegments == ["a b", "café"])
        // A + is a space only in a query.
        #expect(try HTTPRequestTarget(parsing: "/a+b").pathSegments == ["a+b"])
        #expect(try HTTPRequestTarget(parsing: "/a%2b%2B").path == "/a++")
        #expect(
            try HTTPRequestTarget(parsing: "/.well-known/a..b/...").pathSegments == [
                ".well-known", "a..b", "...",
            ])
        #expect(try HTTPRequestTarget(parsing: "/a|b[c]^{d}'e").path == "/a|b[c]^{d}'e")
        #expect(try HTTPRequestTarget(parsing: "/x?").path == "/x")
    }

    @Test("the query is decoded as a form: + is a space, pairs in order, empty pairs skipped")
    func query() throws {
        let target = try HTTPRequestTarget(parsing: "/s?q=a+b%26c&&flag&empty=&x=1=2&caf%C3%A9=%E2%9C%93&=v")
        #expect(target.query.map(\.name) == ["q", "flag", "empty", "x", "café", ""])
        #expect(target.query.map(\.value) == ["a b&c", "", "", "1=2", "✓", "v"])
        #expect(try HTTPRequestTarget(parsing: "/s").query.isEmpty)
        #expect(try HTTPRequestTarget(parsing: "/s?").query.isEmpty)
        #expect(try HTTPRequestTarget(parsing: "/s?a=%2F%5C/?").query.map(\.value) == ["/\\/?"])
    }

    @Test("two targets are equal when their raw text is")
    func equality() throws {
        #expect(try HTTPRequestTarget(parsing: "/a%20") == HTTPRequestTarget(parsing: "/a%20"))
        #expect(try HTTPRequestTarget(parsing: "/a%20") != HTTPRequestTarget(parsing: "/a%2520"))
        #expect(try HTTPRequestTarget(parsing: "/a?x=1").raw == "/a?x=1")
    }

    @Test(
        "what is refused, and the message saying why",
        arguments: [
            ("", "the request target is empty: send a path such as /"),
            ("*", "the request target * (as in OPTIONS *) is not accepted: this server answers paths only"),
            (
                "http://example.com/",
                "the request target is an absolute URL: send only its path, such as /index.html"
            ),
            ("example.com:443", "the request target does not start with /: send a path such as /index.html"),
            ("a/b", "the request target does not start with /: send a path such as /index.html"),
            (
                "/a b",
                "the request target holds a space, a control character or a byte outside ASCII: percent-encode it"
            ),
            (
                "/café",
                "the request target holds a space, a control character or a byte outside ASCII: percent-encode it"
            ),
            (
                "/a\u{0}",
                "the request target holds a space, a control character or a byte outside ASCII: percent-encode it"
            ),
            (
                "/a\u{7F}",
                "the request target holds a space, a control character or a byte outside ASCII: percent-encode it"
            ),
            ("/a#b", "the request target holds a fragment (#): a fragment stays in the browser"),
            ("/a\\b", "the request target holds a backslash: separate a path's segments with /"),
            ("/a?b\\c", "the request target holds a backslash: separate a path's segments with /"),
            ("//a", "the path has an empty segment (//): only a trailing slash may end in nothing"),
            ("/a//b", "the path has an empty segment (//): only a trailing slash may end in nothing"),
            ("/a//", "the path has an empty segment (//): only a trailing slash may end in nothing"),
            ("/%zz", "the path has a bad percent escape: % must be followed by two hex digits"),
            ("/%4", "the path has a bad percent escape: % must be followed by two hex digits"),
            ("/a%", "the path has a bad percent escape: % must be followed by two hex digits"),
            ("/%00", "the path holds a NUL byte (%00)"),
            ("/a%2Fb", "the path holds an encoded slash (%2F): a segment can't contain /"),
            ("/a%2fb", "the path holds an encoded slash (%2F): a segment can't contain /"),
            ("/a%5Cb", "the path holds an encoded backslash (%5C)"),
            ("/%FF", "the path's percent escapes do not decode to UTF-8 text"),
            ("/%C3", "the path's percent escapes do not decode to UTF-8 text"),
            ("/%ED%A0%80", "the path's percent escapes do not decode to UTF-8 text"),
            ("/.", "the path has a . or .. segment: send the path it leads to instead"),
            ("/..", "the path has a . or .. segment: send the path it leads to instead"),
            ("/a/../b", "the path has a . or .. segment: send the path it leads to instead"),
            ("/a/./b", "the path has a . or .. segment: send the path it leads to instead"),
            ("/%2e%2E/etc", "the path has a . or .. segment: send the path it leads to instead"),
            ("/a/..?x", "the path has a . or .. segment: send the path it leads to instead"),
            ("/?a=%zz", "the query has a bad percent escape: % must be followed by two hex digits"),
            ("/?a%=1", "the query has a bad percent escape: % must be followed by two hex digits"),
            ("/?a=%00", "the query holds a NUL byte (%00)"),
            ("/?a=%FF", "the query's percent escapes do not decode to UTF-8 text"),
        ])
    func refused(target: String, message: String) {
        #expect(throws: HTTPParseError(.badRequest, message)) { try HTTPRequestTarget(parsing: target) }
    }

    @Test("a request made by hand is checked as the parser checks it")
    func requestInit() throws {
        #expect(throws: HTTPParseError(.badRequest, "the path holds a NUL byte (%00)")) {
            try HTTPRequest(method: "GET", target: "/%00")
        }
        #expect(try HTTPRequest(method: "GET", target: "/ok?x=y").query.first?.value == "y")
    }
}
