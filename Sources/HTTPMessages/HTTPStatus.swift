/// A response's status: its three-digit code and reason phrase (`404 Not Found`).
///
/// Contract: `code` is from 100 to 599 and the phrase holds no CR or LF (the initializer checks both);
/// two statuses are equal when code and phrase are. The statics are the statuses this package writes,
/// with RFC 9110's phrases.
package struct HTTPStatus: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The three-digit code: 404.
    package let code: Int
    /// The reason phrase: `Not Found`.
    package let reasonPhrase: String

    package init(code: Int, reasonPhrase: String) {
        precondition((100...599).contains(code), "an HTTP status code is from 100 to 599, not \(code)")
        precondition(
            !reasonPhrase.utf8.contains { $0 == 13 || $0 == 10 || $0 == 0 },
            "a reason phrase holds no CR, LF or NUL: \(reasonPhrase.debugDescription)")
        self.code = code
        self.reasonPhrase = reasonPhrase
    }

    /// `404 Not Found`.
    package var description: String { "\(code) \(reasonPhrase)" }

    /// A 4xx or 5xx status: the request failed.
    package var isError: Bool { code >= 400 }

    package static let ok = HTTPStatus(code: 200, reasonPhrase: "OK")
    package static let noContent = HTTPStatus(code: 204, reasonPhrase: "No Content")
    package static let partialContent = HTTPStatus(code: 206, reasonPhrase: "Partial Content")
    package static let notModified = HTTPStatus(code: 304, reasonPhrase: "Not Modified")
    package static let badRequest = HTTPStatus(code: 400, reasonPhrase: "Bad Request")
    package static let forbidden = HTTPStatus(code: 403, reasonPhrase: "Forbidden")
    package static let notFound = HTTPStatus(code: 404, reasonPhrase: "Not Found")
    package static let methodNotAllowed = HTTPStatus(code: 405, reasonPhrase: "Method Not Allowed")
    package static let requestTimeout = HTTPStatus(code: 408, reasonPhrase: "Request Timeout")
    package static let conflict = HTTPStatus(code: 409, reasonPhrase: "Conflict")
    package static let contentTooLarge = HTTPStatus(code: 413, reasonPhrase: "Content Too Large")
    package static let uriTooLong = HTTPStatus(code: 414, reasonPhrase: "URI Too Long")
    package static let misdirectedRequest = HTTPStatus(code: 421, reasonPhrase: "Misdirected Request")
    package static let requestHeaderFieldsTooLarge = HTTPStatus(
        code: 431, reasonPhrase: "Request Header Fields Too Large")
    package static let internalServerError = HTTPStatus(code: 500, reasonPhrase: "Internal Server Error")
    package static let notImplemented = HTTPStatus(code: 501, reasonPhrase: "Not Implemented")
    package static let serviceUnavailable = HTTPStatus(code: 503, reasonPhrase: "Service Unavailable")
    package static let httpVersionNotSupported = HTTPStatus(
        code: 505, reasonPhrase: "HTTP Version Not Supported")
}
