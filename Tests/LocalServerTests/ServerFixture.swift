import Foundation
import HTTPMessages
import LocalServer

/// What the tests' handler saw, from any thread.
final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [HTTPRequest] = []

    func append(_ request: HTTPRequest) {
        lock.withLock { requests.append(request) }
    }

    var all: [HTTPRequest] { lock.withLock { requests } }
}

/// A server for one test, with a handler that records every request it is given and answers by path:
/// `/events` is an event stream on the channel `news`, `/big` a body of `bigBodySize` bytes,
/// `/cached` a response with its own `Cache-Control`, and an `Access-Control-Allow-Origin` and a
/// `Referrer-Policy` to drop,
/// and any other path a text echoing the method, path, query and body.
final class ServerFixture {
    static let bigBodySize = 32 * 1024 * 1024
    let server: LocalServer
    let log = RequestLog()

    init(timeouts: LocalServerTimeouts = LocalServerTimeouts(), limits: HTTPLimits = HTTPLimits()) throws {
        let log = log
        server = try LocalServer(limits: limits, timeouts: timeouts) { request in
            log.append(request)
            switch request.path {
            case "/events":
                return .eventStream(channel: "news")
            case "/big":
                return .response(
                    HTTPResponse(status: .ok, body: [UInt8](repeating: 0x61, count: Self.bigBodySize)))
            case "/cached":
                return .response(
                    HTTPResponse(
                        status: .ok,
                        headers: [
                            (name: "Cache-Control", value: "max-age=60"),
                            (name: "Access-Control-Allow-Origin", value: "*"),
                            (name: "Referrer-Policy", value: "unsafe-url"),
                        ], body: Array("cached".utf8)))
            default:
                let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
                return .response(
                    .text(
                        "\(request.method) \(request.path) \(query) \(String(decoding: request.body, as: UTF8.self))"
                    ))
            }
        }
    }

    deinit {
        server.stop()
    }

    var port: UInt16 { server.port }

    /// A new client connected to the server.
    func client(_ address: LoopbackAddress = .ipv4) throws -> TestClient {
        try TestClient(port: port, address: address)
    }

    /// `Host: 127.0.0.1:PORT`.
    var host: String { "Host: 127.0.0.1:\(port)" }

    /// The headers a page of the server sends with a POST: Host, Origin, the secret.
    var postHeaders: String {
        "\(host)\r\nOrigin: http://127.0.0.1:\(port)\r\n\(LocalServerPolicy.secretHeader): \(server.secret)"
    }

    /// Sends `request` on a new connection and reads the response (nil: none came).
    func exchange(_ request: String, toHEAD: Bool = false) throws -> TestResponse? {
        let client = try client()
        client.send(request)
        return client.readResponse(toHEAD: toHEAD)
    }
}

/// Whether `condition` holds within `timeout`, checked every 10 ms.
func eventually(timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return true
}
