import Foundation
import RxCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a `SimulatedNetwork` endpoint answers a request with, and after how long in virtual time: an
/// HTTP response (status code, headers, body) or a failure of the transport (a `URLError` code:
/// `.notConnectedToInternet`, `.timedOut`, `.cannotFindHost`, …).
///
/// A latency longer than the request's `timeoutInterval` ends in `URLError(.timedOut)` at the timeout
/// instead, as URLSession does; `hang()` never answers, so it always times out.
public struct SimulatedResponse {
    /// The answer itself.
    enum Outcome {
        case response(statusCode: Int, headers: [String: String], body: Data)
        case failure(URLError.Code)
    }

    let outcome: Outcome
    /// How long after the request the answer comes, in virtual time.
    public let latency: RxTimeInterval

    /// An HTTP response with `statusCode`, `headers` and `body`, after `latency`.
    public init(
        statusCode: Int = 200, headers: [String: String] = [:], body: Data = Data(),
        latency: RxTimeInterval = SimulatedNetwork.defaultLatency
    ) {
        self.outcome = .response(statusCode: statusCode, headers: headers, body: body)
        self.latency = latency
    }

    private init(failure code: URLError.Code, latency: RxTimeInterval) {
        self.outcome = .failure(code)
        self.latency = latency
    }

    /// A JSON body (`text`, encoded as UTF-8) with `Content-Type: application/json`.
    public static func json(
        _ text: String, statusCode: Int = 200, latency: RxTimeInterval = SimulatedNetwork.defaultLatency
    ) -> SimulatedResponse {
        SimulatedResponse(
            statusCode: statusCode, headers: ["Content-Type": "application/json"], body: Data(text.utf8),
            latency: latency)
    }

    /// A text body (UTF-8) with `Content-Type: text/plain; charset=utf-8`.
    public static func text(
        _ text: String, statusCode: Int = 200, latency: RxTimeInterval = SimulatedNetwork.defaultLatency
    ) -> SimulatedResponse {
        SimulatedResponse(
            statusCode: statusCode, headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: Data(text.utf8), latency: latency)
    }

    /// A failure of the transport with `code` (no response at all), after `latency`.
    public static func failure(
        _ code: URLError.Code, latency: RxTimeInterval = SimulatedNetwork.defaultLatency
    ) -> SimulatedResponse {
        SimulatedResponse(failure: code, latency: latency)
    }

    /// No answer ever: the request ends in `URLError(.timedOut)` after its `timeoutInterval`.
    public static func hang() -> SimulatedResponse {
        SimulatedResponse(failure: .timedOut, latency: .never)
    }
}
