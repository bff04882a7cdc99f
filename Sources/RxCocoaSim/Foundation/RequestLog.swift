import Foundation
import NetworkSim
import RxCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The log `URLSession.rx` writes of each request when `URLSession.rx.shouldLogRequest` says so: the
/// request as a `curl` command, then how it ended and how long it took (`Success (300ms): Status 200`),
/// as RxCocoa prints it. The sandbox writes it where `debug` writes (`Hooks.debugOutput`: the standard
/// output, or a scene's console).
enum RequestLog {
    /// How an exchange ended.
    enum Ending {
        case response(Int)
        case failure(String)
        case cancelled

        /// How a simulated exchange ended (`end`: a `SimulatedNetwork`'s response, failure or
        /// cancellation; never a request).
        init(_ end: NetworkActivity.Kind) {
            switch end {
            case .response(let statusCode, _): self = .response(statusCode)
            case .failure(let code): self = .failure(SimulatedNetwork.name(of: code))
            case .cancelled: self = .cancelled
            case .request: preconditionFailure("RequestLog.Ending: a request is not the end of an exchange")
            }
        }
    }

    /// Writes the log of `request`, which ended as `ending` after `elapsed` seconds, if it is to be
    /// logged.
    static func write(_ request: URLRequest, _ ending: Ending, elapsed: TimeInterval) {
        guard Reactive<URLSession>.shouldLogRequest(request) else { return }
        Hooks.debugOutput(curlCommand(for: request))
        Hooks.debugOutput(text(of: ending, elapsed: elapsed))
    }

    /// `request` as a `curl` command that makes it again: the method, the body, the headers (one a line,
    /// sorted by name: a dictionary's order differs from run to run), then the address — the same text
    /// RxCocoa's log shows.
    static func curlCommand(for request: URLRequest) -> String {
        var parts = ["curl -X \(request.httpMethod ?? "GET") "]
        if let body = request.httpBody.flatMap({ String(data: $0, encoding: .utf8) }) {
            parts.append("-d \"\(quoted(body))\" ")
        }
        let headers = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
        parts += headers.map { "\n    -H \"\(quoted($0.key)): \(quoted($0.value))\" " }
        parts.append("\n\"\(quoted(request.url?.absoluteString ?? "<unknown url>"))\" -i -v")
        return parts.joined()
    }

    /// `Success (300ms): Status 200`, `Failure (300ms): Status 404`, `Failure (60000ms): timedOut`,
    /// `Canceled (120ms)`.
    static func text(of ending: Ending, elapsed: TimeInterval) -> String {
        let milliseconds = Int((elapsed * 1_000).rounded())
        switch ending {
        case .response(let statusCode):
            let outcome = (200..<300).contains(statusCode) ? "Success" : "Failure"
            return "\(outcome) (\(milliseconds)ms): Status \(statusCode)"
        case .failure(let reason):
            return "Failure (\(milliseconds)ms): \(reason)"
        case .cancelled:
            return "Canceled (\(milliseconds)ms)"
        }
    }

    /// `text` with each double quote backslashed, to stand inside a double-quoted shell word.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "\\\"")
    }
}
