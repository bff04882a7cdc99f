import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a `URLSession.rx` request failed, when the transport itself did not (its own errors, such as a
/// `URLError`, come as they are).
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible {
    /// Neither a response nor an error came back.
    case unknown
    /// The response is not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The status code is outside `200..<300` (`rx.data` and `rx.json`); the body comes with it.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded (`rx.json`).
    case deserializationError(error: Swift.Error)

    /// What went wrong, in a sentence.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "The request ended with neither a response nor an error."
        case .nonHTTPResponse(let response):
            return "The response is not an HTTP response: \(response)."
        case .httpRequestFailed(let response, _):
            return "The HTTP request failed with status \(response.statusCode)."
        case .deserializationError(let error):
            return "The response could not be deserialized: \(error)"
        }
    }
}
