import HTTPMessages

/// The security policy every request passes before a route's handler sees it, and the headers every
/// response gets: what keeps a web page from another site (or a DNS name rebound to 127.0.0.1) from
/// using the server.
///
/// Contract: `refusal(for:)` returns nil for a request the handler may see, else the response to send
/// instead (plain text saying what was wrong and what to do), checking in this order:
/// 1. `Host` is `127.0.0.1:PORT`, `localhost:PORT` or `[::1]:PORT` (host in any case), else 421: a name
///    that resolves to 127.0.0.1 (DNS rebinding) is refused.
/// 2. The method is GET, HEAD or POST, else 405 with `Allow`.
/// 3. A POST has one `Origin`, this server's (`http://` and one of the hosts above), else 403 (a POST
///    without one too); a `Sec-Fetch-Site`, when present, is `same-origin`, else 403; and it has one
///    `X-RxSandbox-Secret` equal to `secret` (compared in constant time), else 403.
/// 4. A GET or HEAD with an `Origin` has this server's, else 403 (another site's fetch or EventSource).
/// `secured(_:)` sets `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer` (in place of
/// any the handler set), adds `Cache-Control: no-store` unless the response has a `Cache-Control`, and
/// drops every `Access-Control-Allow-*` header: no other origin is ever allowed to read a response.
package struct LocalServerPolicy: Sendable {
    /// The header a POST carries the run's secret in.
    package static let secretHeader = "X-RxSandbox-Secret"
    /// The methods the server answers.
    package static let allowedMethods = ["GET", "HEAD", "POST"]

    package let port: UInt16
    package let secret: String

    package init(port: UInt16, secret: String) {
        self.port = port
        self.secret = secret
    }

    /// The hosts a request may name, with the port: `127.0.0.1:8080`, `localhost:8080`, `[::1]:8080`.
    private var hosts: [String] {
        ["127.0.0.1", "localhost", "[::1]"].map { "\($0):\(port)" }
    }

    /// The response that refuses `request`, or nil when the handler may answer it.
    package func refusal(for request: HTTPRequest) -> HTTPResponse? {
        let home = "http://127.0.0.1:\(port)/"
        let host = request.headers["Host"] ?? ""
        guard hosts.contains(where: { equalIgnoringCase($0, host) }) else {
            return refuse(
                .misdirectedRequest,
                "This server answers only requests addressed to 127.0.0.1:\(port), localhost:\(port) or "
                    + "[::1]:\(port), and the Host header named another. Open \(home) instead.")
        }
        guard Self.allowedMethods.contains(request.method) else {
            var response = refuse(
                .methodNotAllowed,
                "The method \(request.method) is not allowed here: this server answers GET, HEAD and POST.")
            response.headers.append((name: "Allow", value: Self.allowedMethods.joined(separator: ", ")))
            return response
        }
        let origins = request.headers.values(named: "Origin")
        let fromHere = origins.count == 1 && hosts.contains { equalIgnoringCase("http://\($0)", origins[0]) }
        if request.method == "POST" {
            guard !origins.isEmpty else {
                return refuse(
                    .forbidden,
                    "A POST must carry an Origin header: send it from a page of this server (\(home)).")
            }
            guard fromHere else {
                return refuse(
                    .forbidden,
                    "A POST from another site's page is refused: send it from a page of this server (\(home))."
                )
            }
            if let site = request.headers["Sec-Fetch-Site"], site != "same-origin" {
                return refuse(
                    .forbidden,
                    "A POST must come from a page of this server (Sec-Fetch-Site: same-origin): open \(home)."
                )
            }
            let secrets = request.headers.values(named: Self.secretHeader)
            guard secrets.count == 1, constantTimeEqual(secrets[0], secret) else {
                return refuse(
                    .forbidden,
                    "A POST must carry the \(Self.secretHeader) header with this run's secret, which the "
                        + "server's pages hold: reload the page from \(home) and try again.")
            }
        } else if !origins.isEmpty && !fromHere {
            return refuse(
                .forbidden, "A request from another site's page is refused: open \(home) to use this server.")
        }
        return nil
    }

    /// `response` with the security headers every response gets, and without `Access-Control-Allow-*`.
    package func secured(_ response: HTTPResponse) -> HTTPResponse {
        var secured = response
        let own = Self.securityHeaders.map { $0.name.lowercased() }
        secured.headers = response.headers.filter { header in
            let name = header.name.lowercased()
            return !name.hasPrefix("access-control-allow-") && !own.contains(name)
        }
        secured.headers += Self.securityHeaders
        if secured.header(named: "Cache-Control") == nil {
            secured.headers.append((name: "Cache-Control", value: "no-store"))
        }
        return secured
    }

    /// The headers every response gets, an event stream's too.
    package static let securityHeaders: [(name: String, value: String)] = [
        (name: "X-Content-Type-Options", value: "nosniff"), (name: "Referrer-Policy", value: "no-referrer"),
    ]

    /// A plain-text refusal, after which the connection closes.
    private func refuse(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        .text(message + "\n", status: status, closesConnection: true)
    }

    /// Whether `a` and `b` are equal ignoring the case of ASCII letters (only: no other letter may pass
    /// for one of a host's).
    private func equalIgnoringCase(_ a: String, _ b: String) -> Bool {
        func lower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }
        return a.utf8.count == b.utf8.count && zip(a.utf8, b.utf8).allSatisfy { lower($0) == lower($1) }
    }

    /// Whether `a` and `b` are equal, in a time that depends on their lengths only, not on where they
    /// first differ (which would let a client guess the secret a byte at a time).
    private func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        var difference = UInt8(truncatingIfNeeded: x.count ^ y.count)
        difference |= x.count == y.count ? 0 : 1
        for index in 0..<max(x.count, y.count) {
            difference |= (index < x.count ? x[index] : 0) ^ (index < y.count ? y[index] : 0)
        }
        return difference == 0
    }
}
