import HTTPMessages
import Testing

/// Bytes no browser sends, which must still be read or refused with a 4xx or 5xx, never trap, the same
/// way in any chunks (the fuzzer's property, Scripts/fuzz-http.sh; a crash it finds is added here).
@Suite("HTTP on hostile input")
struct HTTPHostileInputTests {
    /// Reads `bytes` every way and checks the fuzzer's property; returns the outcome.
    @discardableResult
    private func survive(_ bytes: [UInt8], limits: HTTPLimits = HTTPLimits()) -> ParseOutcome {
        let outcome = read(bytes, limits: limits)
        if let error = outcome.error { #expect(error.status.isError && !error.message.isEmpty) }
        for request in outcome.requests {
            _ = request.query
            #expect(read(request.serialized()) == ParseOutcome(requests: [request]))
        }
        return outcome
    }

    @Test(
        "runs of line endings, NULs and spaces are refused or waited for, never trap",
        arguments: ["\r", "\n", "\r\n", "\0", " ", "\t", "\u{7F}", ":", "%", "?", "/"])
    func runs(piece: String) {
        for count in [1, 2, 3, 100, 20_000] {
            survive(Array(String(repeating: piece, count: count).utf8))
        }
    }

    @Test("every byte value, as a request line's each part and as a header value")
    func everyByte() {
        for byte in UInt8.min...UInt8.max {
            for template in [
                "\u{1}GET / HTTP/1.1\r\nHost: h\r\n\r\n", "GET /\u{1} HTTP/1.1\r\nHost: h\r\n\r\n",
                "GET / HTTP/1.\u{1}\r\nHost: h\r\n\r\n", "GET / HTTP/1.1\r\nHost: h\r\nA\u{1}: \u{1}\r\n\r\n",
            ] {
                survive(Array(template.utf8).map { $0 == 1 ? byte : $0 })
            }
        }
    }

    @Test("empty input, and an unfinished request, are 'need more bytes'")
    func unfinished() {
        #expect(survive([]) == ParseOutcome())
        #expect(survive(Array("GET / HTTP/1.1\r\nHost: h\r\n".utf8)) == ParseOutcome())
        #expect(
            survive(Array("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 9\r\n\r\nab".utf8)) == ParseOutcome()
        )
    }

    @Test("limits of 0 and 1 (the smallest a caller can set) hold")
    func tinyLimits() {
        let tiny = HTTPLimits(maxRequestLineBytes: 1, maxHeaderBytes: 1, maxHeaderCount: 0, maxBodyBytes: 0)
        #expect(survive(Array("GET / HTTP/1.0\r\n\r\n".utf8), limits: tiny).error?.status.code == 431)
        #expect(survive(Array("\n".utf8), limits: tiny).error?.status.code == 431)
        #expect(survive(Array("\r".utf8), limits: tiny).error?.status.code == 431)
        let noHeaders = HTTPLimits(maxHeaderCount: 0, maxBodyBytes: 0)
        #expect(survive(Array("GET / HTTP/1.0\r\n\r\n".utf8), limits: noHeaders).requests.count == 1)
        #expect(
            survive(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8), limits: noHeaders).error?.status.code
                == 431)
    }

    @Test("a thousand pseudo-random byte strings, and the same mutated into requests")
    func pseudoRandom() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let alphabet = Array(
            "GET /?%2F HTTP/1.0\r\n:Host: Content-Length: 3\tTransfer-Encoding\0\u{7F}é".utf8)
        let valid = Array("POST /a?b=c HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nxyz".utf8)
        for _ in 0..<1000 {
            let length = Int(next() % 80)
            survive((0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
            var mutated = valid
            mutated[Int(next() % UInt64(valid.count))] = UInt8(truncatingIfNeeded: next())
            survive(mutated + mutated)
        }
    }
}
