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

    /// `request` as a `curl` command that makes it again.
    static func curlCommand(for request: URLRequest) -> String {
        var command = "curl -X \(request.httpMethod ?? "GET") "
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            command += "-d \"\(escaped(text))\" "
        }
        // Sorted by name: a dictionary's order differs from run to run.
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            command += "\n    -H \"\(escaped(name)): \(escaped(value))\" "
        }
        command += "\n\"\(escaped(request.url?.absoluteString ?? "<unknown url>"))\" -i -v"
        return command
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

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "\\\"")
    }
}
