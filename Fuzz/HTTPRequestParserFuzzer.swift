// A libFuzzer target for the HTTP request parser. It is not part of the package: Scripts/fuzz-http.sh
// compiles it together with the HTTPMessages sources, with `-sanitize=fuzzer,address`, and runs it.
//
// An input is a control byte, then the bytes a client sends. The control byte chooses how the bytes
// are cut into `append` calls (one at a time, a few, many) and a set of small limits, so that short
// inputs reach every limit. (The seeds in Fuzz/http-corpus are text files: their first character is
// the control byte.)
//
// The property: on any bytes, with the default limits and with the small ones, the parser never traps;
// it returns requests or throws an `HTTPParseError` whose status is a 4xx or 5xx with a message; fed
// in chunks, it reads the same requests and the same error as fed all at once; every request it reads,
// written with `serialized()`, reads back as exactly that request; its path and query are decoded
// without trapping. And the bytes as a request-target parse to a target or throw a 400, never trap,
// and a target that parses reads back equal from its raw text.

/// What a parser read: the requests, then the error that stopped it, if one did.
struct FuzzOutcome: Equatable {
    var requests: [HTTPRequest] = []
    var error: HTTPParseError?
}

/// Feeds `bytes` to a parser in the chunks `sizes` gives (all at once when nil), reading every request
/// after each chunk.
func fuzzFeed(_ bytes: [UInt8], limits: HTTPLimits, sizes: (() -> Int)?) -> FuzzOutcome {
    var parser = HTTPRequestParser(limits: limits)
    var outcome = FuzzOutcome()
    var offset = 0
    repeat {
        let end = min(bytes.count, offset + (sizes?() ?? bytes.count))
        parser.append(bytes[offset..<end])
        offset = end
        do {
            while let request = try parser.nextRequest() {
                outcome.requests.append(request)
            }
        } catch {
            precondition(error.status.isError, "not an error status: \(error)")
            precondition(!error.message.isEmpty, "an error without a message: \(error)")
            outcome.error = error
            return outcome
        }
    } while offset < bytes.count
    return outcome
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequestParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let control = input.first else { return 0 }
    let bytes = Array(input.dropFirst())
    let small = HTTPLimits(
        maxRequestLineBytes: 8 + Int(control & 0x1F), maxHeaderBytes: 24 + Int(control >> 1),
        maxHeaderCount: Int(control & 0x07), maxBodyBytes: Int(control >> 4))
    // Generous enough for any request that passed either set: a written request may be longer than
    // the one read (CRLF for LF, U+FFFD's three bytes for one invalid byte).
    let generous = HTTPLimits(
        maxRequestLineBytes: 1 << 20, maxHeaderBytes: 1 << 22, maxHeaderCount: 1 << 16, maxBodyBytes: 1 << 20)
    for limits in [HTTPLimits(), small] {
        let whole = fuzzFeed(bytes, limits: limits, sizes: nil)
        // Chunk sizes from a generator seeded by the control byte: up to 1, 2, 3, 8 or 64 bytes.
        var state = UInt64(control) &* 0x9E37_79B9_7F4A_7C15 | 1
        let largest = UInt64([1, 2, 3, 8, 64][Int(control) % 5])
        let chunked = fuzzFeed(bytes, limits: limits) {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return 1 + Int(state % largest)
        }
        precondition(whole == chunked, "chunked: \(chunked) one-shot: \(whole)")
        for request in whole.requests {
            _ = request.path
            _ = request.query
            let again = fuzzFeed(request.serialized(), limits: generous, sizes: nil)
            precondition(
                again == FuzzOutcome(requests: [request]),
                "round trip: \(request) → \(String(decoding: request.serialized(), as: UTF8.self).debugDescription)"
            )
        }
    }
    do {
        let target = try HTTPRequestTarget(parsing: String(decoding: bytes, as: UTF8.self))
        _ = target.path
        precondition((try? HTTPRequestTarget(parsing: target.raw)) == target, "target round trip: \(target)")
    } catch {
        precondition(error.status == .badRequest, "a target refused with \(error)")
    }
    return 0
}
