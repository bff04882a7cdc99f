import HTTPMessages
import Testing

/// What a parser read from a stream of bytes: the requests, in order, then the error that stopped it,
/// if one did.
struct ParseOutcome: Equatable {
    var requests: [HTTPRequest] = []
    var error: HTTPParseError?
}

/// Feeds `bytes` to a parser in chunks of `chunkSize` (all at once when nil), asking for every request
/// after each chunk, as a server does.
func feed(_ bytes: [UInt8], limits: HTTPLimits = HTTPLimits(), chunkSize: Int? = nil) -> ParseOutcome {
    var parser = HTTPRequestParser(limits: limits)
    var outcome = ParseOutcome()
    var offset = 0
    repeat {
        let end = min(bytes.count, offset + (chunkSize ?? bytes.count))
        parser.append(bytes[offset..<end])
        offset = end
        do {
            while let request = try parser.nextRequest() {
                outcome.requests.append(request)
            }
        } catch {
            outcome.error = error
            return outcome
        }
    } while offset < bytes.count
    return outcome
}

/// What a parser reads from `bytes`, checked to be the same fed all at once, one byte at a time, and
/// in chunks of 7 bytes.
func read(
    _ bytes: [UInt8], limits: HTTPLimits = HTTPLimits(), sourceLocation: SourceLocation = #_sourceLocation
)
    -> ParseOutcome
{
    let whole = feed(bytes, limits: limits)
    #expect(
        feed(bytes, limits: limits, chunkSize: 1) == whole, "byte by byte", sourceLocation: sourceLocation)
    #expect(
        feed(bytes, limits: limits, chunkSize: 7) == whole, "7 bytes at a time",
        sourceLocation: sourceLocation)
    return whole
}

func read(
    _ text: String, limits: HTTPLimits = HTTPLimits(), sourceLocation: SourceLocation = #_sourceLocation
)
    -> ParseOutcome
{
    read(Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
}

/// The error `text` is refused with (nil if it is not).
func refusal(
    _ text: String, limits: HTTPLimits = HTTPLimits(), sourceLocation: SourceLocation = #_sourceLocation
)
    -> HTTPParseError?
{
    let outcome = read(text, limits: limits, sourceLocation: sourceLocation)
    #expect(outcome.requests.isEmpty, "a request before the error", sourceLocation: sourceLocation)
    return outcome.error
}

/// The status `text` is refused with (nil if it is not).
func refusalStatus(
    _ text: String, limits: HTTPLimits = HTTPLimits(), sourceLocation: SourceLocation = #_sourceLocation
) -> Int? {
    refusal(text, limits: limits, sourceLocation: sourceLocation)?.status.code
}

/// The one request `text` holds; records an issue if it holds another number or an error.
func onlyRequest(
    _ text: String, limits: HTTPLimits = HTTPLimits(), sourceLocation: SourceLocation = #_sourceLocation
) -> HTTPRequest? {
    let outcome = read(text, limits: limits, sourceLocation: sourceLocation)
    #expect(
        outcome.error == nil, "refused: \(String(describing: outcome.error))", sourceLocation: sourceLocation)
    #expect(outcome.requests.count == 1, "\(outcome.requests.count) requests", sourceLocation: sourceLocation)
    return outcome.requests.count == 1 ? outcome.requests[0] : nil
}
