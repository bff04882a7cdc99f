/// The byte classes of HTTP's grammar (RFC 9110, section 5.6) and the checks the writers make.
///
/// Contract: pure functions of their bytes; ASCII only (no Unicode case folding).
enum HTTPSyntax {
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let carriageReturn: UInt8 = 0x0D
    static let lineFeed: UInt8 = 0x0A
    static let colon: UInt8 = 0x3A

    /// A `tchar`: a byte a token (a method, a header name) may hold.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// A non-empty run of `tchar`s.
    static func isToken(_ bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isTokenByte)
    }

    /// Optional whitespace: SP or HTAB.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab
    }

    /// A byte a field value may hold: visible ASCII, SP, HTAB and `obs-text` (0x80 to 0xFF); no other
    /// control character.
    static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == tab || (0x20...0x7E).contains(byte) || byte >= 0x80
    }

    /// Whether `a` and `b` are equal ignoring the case of ASCII letters.
    static func equalsIgnoringASCIICase(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && zip(a.utf8, b.utf8).allSatisfy { lowercase($0) == lowercase($1) }
    }

    /// `byte` with an ASCII capital made small.
    static func lowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    /// Stops the program when a writer is given a header name that is not a token, or a value that
    /// would end its line early (CR, LF, NUL): the caller's mistake, which would otherwise let the
    /// value write headers of its own (response splitting).
    static func requireWritableField(name: String, value: String) {
        precondition(isToken(name.utf8), "an HTTP header name is a token: \(name.debugDescription) is not")
        precondition(
            value.utf8.allSatisfy(isFieldValueByte),
            "the value of the header \(name) holds a control character (CR, LF, NUL…): \(value.debugDescription)"
        )
    }
}
