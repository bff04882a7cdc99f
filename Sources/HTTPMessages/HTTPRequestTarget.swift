/// A request-target in origin form (RFC 9112, section 3.2.1: `/path?query`), checked and decoded:
/// the path's segments and the query's name-value pairs.
///
/// Contract: `init(parsing:)` accepts only a target that names one path unambiguously, and throws a
/// 400 `HTTPParseError` saying what is wrong otherwise:
/// - only origin form: no absolute URL (`http://host/…`), no authority (`host:443`), no asterisk
///   (`OPTIONS *` is refused too: this package serves paths only);
/// - only visible ASCII bytes (a browser percent-encodes the rest), no fragment (`#`), no backslash;
/// - every `%` followed by two hex digits;
/// - path segments that decode to UTF-8 without NUL, `/` (`%2F`) or `\` (`%5C`), that are not `.` or
///   `..` (refused rather than resolved), and that are not empty, except the last (a trailing slash);
/// - query names and values (`+` is a space) that decode to UTF-8 without NUL.
/// Visible characters that RFC 3986 would have escaped but browsers send as they are (`|`, `[`, `]`,
/// `^`, `{`…) are accepted. Two targets are equal when their raw text is.
package struct HTTPRequestTarget: Equatable, Sendable, CustomStringConvertible {
    /// The request-target as received: `/a%20b/?x=1`.
    package let raw: String
    /// The path's segments, decoded; a trailing slash is a last empty segment (`/` is `[""]`, `/a/` is
    /// `["a", ""]`, `/a` is `["a"]`).
    package let pathSegments: [String]
    /// The query's pairs in order, decoded as a form (`a=1&b=x+y` is `a`: `1`, `b`: `x y`); a pair
    /// without `=` has an empty value, and empty pairs (`a&&b`) are skipped.
    package let query: [(name: String, value: String)]

    package init(parsing raw: String) throws(HTTPParseError) {
        self.raw = raw
        let bytes = Array(raw.utf8)
        try Self.checkForm(bytes)
        let pathEnd = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.endIndex
        pathSegments = try Self.segments(of: bytes[1..<pathEnd])
        query = pathEnd == bytes.endIndex ? [] : try Self.pairs(of: bytes[(pathEnd + 1)...])
    }

    /// The decoded path: `/a b/`. Unambiguous, since no segment holds a `/`.
    package var path: String {
        "/" + pathSegments.joined(separator: "/")
    }

    package var description: String { raw }

    package static func == (lhs: HTTPRequestTarget, rhs: HTTPRequestTarget) -> Bool {
        lhs.raw == rhs.raw
    }

    private static func refuse(_ message: String) -> HTTPParseError {
        HTTPParseError(.badRequest, message)
    }

    /// Checks that `bytes` are an origin-form target of visible ASCII without a fragment or backslash.
    private static func checkForm(_ bytes: [UInt8]) throws(HTTPParseError) {
        guard !bytes.isEmpty else { throw refuse("the request target is empty: send a path such as /") }
        guard bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw refuse(
                "the request target holds a space, a control character or a byte outside ASCII: "
                    + "percent-encode it")
        }
        guard bytes != [UInt8(ascii: "*")] else {
            throw refuse(
                "the request target * (as in OPTIONS *) is not accepted: this server answers paths only")
        }
        guard bytes[0] == UInt8(ascii: "/") else {
            if bytes.firstRange(of: "://".utf8) != nil {
                throw refuse("the request target is an absolute URL: send only its path, such as /index.html")
            }
            throw refuse("the request target does not start with /: send a path such as /index.html")
        }
        guard !bytes.contains(UInt8(ascii: "#")) else {
            throw refuse("the request target holds a fragment (#): a fragment stays in the browser")
        }
        guard !bytes.contains(UInt8(ascii: "\\")) else {
            throw refuse("the request target holds a backslash: separate a path's segments with /")
        }
    }

    /// The decoded segments of the path after its first `/`.
    private static func segments(of path: ArraySlice<UInt8>) throws(HTTPParseError) -> [String] {
        let pieces = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        var segments: [String] = []
        for (index, piece) in pieces.enumerated() {
            guard !piece.isEmpty || index == pieces.count - 1 else {
                throw refuse("the path has an empty segment (//): only a trailing slash may end in nothing")
            }
            guard let decoded = PercentDecoding.decode(piece, plusIsSpace: false) else {
                throw refuse("the path has a bad percent escape: % must be followed by two hex digits")
            }
            if decoded.contains(0) { throw refuse("the path holds a NUL byte (%00)") }
            if decoded.contains(UInt8(ascii: "/")) {
                throw refuse("the path holds an encoded slash (%2F): a segment can't contain /")
            }
            if decoded.contains(UInt8(ascii: "\\")) {
                throw refuse("the path holds an encoded backslash (%5C)")
            }
            guard let segment = String(validating: decoded, as: UTF8.self) else {
                throw refuse("the path's percent escapes do not decode to UTF-8 text")
            }
            if segment == "." || segment == ".." {
                throw refuse("the path has a . or .. segment: send the path it leads to instead")
            }
            segments.append(segment)
        }
        return segments
    }

    /// The decoded name-value pairs of a query.
    private static func pairs(of query: ArraySlice<UInt8>) throws(HTTPParseError) -> [(
        name: String, value: String
    )] {
        var pairs: [(name: String, value: String)] = []
        for piece in query.split(separator: UInt8(ascii: "&")) {
            let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? piece.endIndex
            let name = try decodeQueryText(piece[..<equals])
            let value = equals == piece.endIndex ? "" : try decodeQueryText(piece[(equals + 1)...])
            pairs.append((name: name, value: value))
        }
        return pairs
    }

    /// One query name or value, decoded as a form's.
    private static func decodeQueryText(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> String {
        guard let decoded = PercentDecoding.decode(bytes, plusIsSpace: true) else {
            throw refuse("the query has a bad percent escape: % must be followed by two hex digits")
        }
        if decoded.contains(0) { throw refuse("the query holds a NUL byte (%00)") }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw refuse("the query's percent escapes do not decode to UTF-8 text")
        }
        return text
    }
}
