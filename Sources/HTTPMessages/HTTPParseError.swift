/// Why a request was refused while it was read: the status to answer with and what was wrong, in plain
/// English ("the header line 3 has no colon").
///
/// Contract: `status` is a 4xx or 5xx status; `message` is one sentence without a final period, says
/// what was wrong (and, where it helps, what to send instead), and never quotes the request's bytes
/// except ones the parser already checked (a method, an HTTP version).
package struct HTTPParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The status to answer with: 400, 413, 414, 431, 501 or 505.
    package let status: HTTPStatus
    /// What was wrong.
    package let message: String

    package init(_ status: HTTPStatus, _ message: String) {
        precondition(status.isError, "a parse error's status is a 4xx or 5xx, not \(status)")
        self.status = status
        self.message = message
    }

    /// `400 Bad Request: the header line 3 has no colon`.
    package var description: String { "\(status): \(message)" }
}
