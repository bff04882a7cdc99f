import Foundation
import Marbles
import NetworkSim
import RxCore
import RxVirtualTime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A scene's network drawn as lanes (`Stage.showNetwork()`): one lane per exchange, in the order the
/// requests went out, named after its request (`#1 GET /weather?city=Seoul`).
///
/// An exchange is drawn as the subscription it is (`URLSession.rx` makes one request per
/// subscription): `^` when the request goes out; then its response, a value labelled with the status
/// code and the body (`200 {"temperature": 21}`), and `|`; or `#` for a failure of the transport
/// (`URLError.notConnectedToInternet`); and `!` when it is over, alone when the request was cancelled.
/// The same requests at the same times draw the same lanes, byte for byte.
final class NetworkLanes {
    /// Each exchange's lane, by the exchange's number, with the subscription that stands for it.
    private var exchanges: [(number: Int, lane: StreamRecorder, subscription: Int)] = []

    /// The longest body a response's label shows, in characters; a longer one is cut, with `…`.
    static let longestBody = 40

    /// Draws `activity`, which happened at `time`.
    func record(_ activity: NetworkActivity, at time: TestTime) {
        if activity.isRequest {
            let lane = StreamRecorder(name: Self.name(of: activity))
            exchanges.append((activity.number, lane, lane.subscribed(at: time)))
            return
        }
        // An exchange whose request went out before the lanes were shown is not drawn.
        guard let exchange = exchanges.first(where: { $0.number == activity.number }) else { return }
        let (lane, subscription) = (exchange.lane, exchange.subscription)
        switch activity.kind {
        case .request:
            return
        case .response(let statusCode, let body):
            lane.append(
                Event.next(Self.label(statusCode: statusCode, body: body)), at: time, label: { $0 },
                subscription: subscription)
            lane.append(Event<String>.completed, at: time, label: { $0 }, subscription: subscription)
        case .failure(let code):
            lane.append(
                Event<String>.error(TransportFailure(code: code)), at: time, label: { $0 },
                subscription: subscription)
        case .cancelled:
            break
        }
        lane.unsubscribed(subscription, at: time)
    }

    /// The lanes, one per exchange, in the order the requests went out.
    var streams: [MarbleStream] {
        exchanges.map(\.lane.stream)
    }

    /// `#1 GET /weather?city=Seoul`: the exchange's number, the method, and the URL's path and query
    /// (percent-decoded, so that it reads as it was written), without the scheme and host.
    static func name(of request: NetworkActivity) -> String {
        let url = request.request.url
        let components = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        var target = components?.percentEncodedPath ?? ""
        if target.isEmpty { target = "/" }
        if let query = components?.percentEncodedQuery { target += "?" + query }
        let method = request.request.httpMethod ?? "GET"
        return "#\(request.number) \(method) \(target.removingPercentEncoding ?? target)"
    }

    /// `200 {"temperature": 21}`: the status code, then the body as UTF-8 text (cut after
    /// `longestBody` characters), `N bytes` if it is not text, or nothing if it is empty.
    static func label(statusCode: Int, body: Data) -> String {
        guard !body.isEmpty else { return "\(statusCode)" }
        guard let text = String(data: body, encoding: .utf8) else {
            return "\(statusCode) \(body.count) bytes"
        }
        let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let shown = oneLine.count > longestBody ? oneLine.prefix(longestBody) + "…" : oneLine
        return "\(statusCode) \(shown)"
    }

    /// A failure of the transport as a lane labels it: `URLError.timedOut`, as a marble names an
    /// `RxError` (a `URLError`'s own description differs between a Mac and Linux).
    private struct TransportFailure: Error, CustomStringConvertible {
        let code: URLError.Code

        var description: String {
            "URLError.\(SimulatedNetwork.name(of: code))"
        }
    }
}
