/// The HTTP versions a request may carry: HTTP/1.0 and HTTP/1.1.
///
/// Contract: the parser reads only these two; any other well-formed version (`HTTP/2.0`, `HTTP/0.9`)
/// is refused with 505, and anything else in the version's place with 400.
package enum HTTPVersion: Equatable, Hashable, Sendable {
    case http1_0
    case http1_1

    /// The version as a request line writes it: `HTTP/1.1`.
    package var text: String {
        switch self {
        case .http1_0: "HTTP/1.0"
        case .http1_1: "HTTP/1.1"
        }
    }
}
