import HTTPMessages

/// What a route's handler answers a request with: a response, or an event stream on a channel.
///
/// Contract: a `.response` is sent as it is, with the security headers `LocalServerPolicy` adds; an
/// `.eventStream` makes the connection a `text/event-stream` that receives every event
/// `LocalServer.send(_:toStreamsOn:)` sends to `channel` from then on, until the client or the server
/// closes it (for HEAD, only the stream's head is sent).
package enum LocalServerReply: Sendable {
    case response(HTTPResponse)
    case eventStream(channel: String)
}
