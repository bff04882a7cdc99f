import Foundation
import HTTPMessages
import LocalServer

/// A raw HTTP/1.1 client for the tests, on the server's own socket shim: it sends bytes as given and
/// reads responses and events as they come.
///
/// Contract: every read waits at most `timeout` (10 s by default, far beyond what a passing test needs)
/// and returns nil (or what it has) rather than hang; bytes read past a response stay for the next.
final class TestClient {
    let socket: POSIXSocket
    private var buffer: [UInt8] = []
    private var isClosedByPeer = false

    init(port: UInt16, address: LoopbackAddress = .ipv4) throws {
        socket = try POSIXSocket.connected(to: address, port: port)
    }

    deinit {
        socket.closeSocket()
    }

    /// Sends `text`'s UTF-8 bytes.
    func send(_ text: String) {
        send(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) {
        _ = socket.sendAll(bytes, progressTimeout: .seconds(10), stoppingOn: nil)
    }

    /// Reads more bytes into the buffer; returns false once the peer has closed or the deadline passed.
    private func fill(until deadline: ContinuousClock.Instant) -> Bool {
        guard !isClosedByPeer else { return false }
        switch socket.receive(upTo: 64 * 1024, deadline: deadline, stoppingOn: nil) {
        case .bytes(let bytes):
            buffer += bytes
            return true
        case .closed, .failed:
            isClosedByPeer = true
            return false
        case .timedOut, .stopped:
            return false
        }
    }

    /// The next response; for a HEAD request (`toHEAD`) or a response without `Content-Length` (an
    /// event stream), only its head.
    func readResponse(toHEAD: Bool = false, timeout: Duration = .seconds(10)) -> TestResponse? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let end = buffer.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound {
                let head = String(decoding: buffer[..<end], as: UTF8.self)
                var response = TestResponse(head: head)
                let length = toHEAD ? 0 : response.headers["Content-Length"].flatMap { Int($0) } ?? 0
                while buffer.count < end + length {
                    guard fill(until: deadline) else { return nil }
                }
                response.body = Array(buffer[end..<(end + length)])
                buffer.removeSubrange(..<(end + length))
                return response
            }
            guard fill(until: deadline) else { return nil }
        }
    }

    /// The next event of an event stream, its `field: value` lines without comments (nil: none came).
    func readEvent(timeout: Duration = .seconds(10)) -> [String]? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let end = buffer.firstRange(of: Array("\n\n".utf8))?.upperBound {
                let text = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(..<end)
                let lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(":") }
                if lines.isEmpty { continue }  // a comment (a heartbeat)
                return lines
            }
            guard fill(until: deadline) else { return nil }
        }
    }

    /// Waits for a comment line (`: keep-alive`); returns whether one came.
    func readComment(timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let end = buffer.firstRange(of: Array("\n\n".utf8))?.upperBound {
                let text = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(..<end)
                if text.hasPrefix(":") { return true }
                continue
            }
            guard fill(until: deadline) else { return false }
        }
    }

    /// Whether the server closes the connection within `timeout` (bytes still coming are read and
    /// dropped).
    func waitForClose(timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while fill(until: deadline) {
            buffer.removeAll()
        }
        return isClosedByPeer
    }
}

/// A response as the test client read it.
struct TestResponse {
    var status: Int
    var headers: HTTPHeaders
    var body: [UInt8] = []

    init(head: String) {
        let lines = head.split(separator: "\r\n").map(String.init)
        let statusLine = lines.first?.split(separator: " ") ?? []
        status = statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0
        headers = HTTPHeaders(
            lines.dropFirst().compactMap { line in
                line.firstIndex(of: ":").map {
                    (
                        name: String(line[..<$0]),
                        value: String(line[line.index(after: $0)...]).trimmingCharacters(in: .whitespaces)
                    )
                }
            })
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}
