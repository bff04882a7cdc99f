import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One thing that happened on a `SimulatedNetwork`: a request went out, or its exchange ended (a
/// response, a failure, a cancellation). The exchanges are numbered in the order their requests went
/// out, so a request and its end can be paired: `#2 GET https://…` then `#2 200, 14 bytes`.
public struct NetworkActivity: CustomStringConvertible {
    /// What happened.
    public enum Kind {
        /// The request went out.
        case request
        /// A response came, with this status code and body.
        case response(statusCode: Int, body: Data)
        /// The transport failed (offline, timed out, …): no response.
        case failure(URLError.Code)
        /// The subscriber disposed of the request before it was answered.
        case cancelled
    }

    /// The exchange's number, from 1, in the order the requests went out.
    public let number: Int
    /// The request the exchange is about.
    public let request: URLRequest
    /// What happened.
    public let kind: Kind

    /// Whether this is a request going out (else it is an exchange's end).
    public var isRequest: Bool {
        if case .request = kind { return true }
        return false
    }

    /// `#1 GET https://example.com/cities`, `#1 200, 14 bytes`, `#1 failed: timedOut (-1001)`,
    /// `#1 cancelled`: the same bytes every run.
    public var description: String {
        switch kind {
        case .request:
            return "#\(number) \(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "<no URL>")"
        case .response(let statusCode, let body):
            return "#\(number) \(statusCode), \(body.count) bytes"
        case .failure(let code):
            return "#\(number) failed: \(SimulatedNetwork.name(of: code)) (\(code.rawValue))"
        case .cancelled:
            return "#\(number) cancelled"
        }
    }
}
