/// Percent-decoding (RFC 3986, section 2.1): `%2f` and `%2F` are the byte 0x2F; with `plusIsSpace`
/// (`application/x-www-form-urlencoded`, a query's encoding), a `+` is a space.
///
/// Contract: returns the decoded bytes, or nil when a `%` is not followed by two hex digits. It does
/// not judge what the bytes decode to (NUL, `/`, invalid UTF-8): its callers do.
enum PercentDecoding {
    static func decode(_ bytes: some Collection<UInt8>, plusIsSpace: Bool) -> [UInt8]? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue),
                    let low = iterator.next().flatMap(hexValue)
                else { return nil }
                decoded.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                decoded.append(UInt8(ascii: " "))
            default:
                decoded.append(byte)
            }
        }
        return decoded
    }

    /// The value of a hex digit (either case), or nil.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
