import HTTPMessages
import LocalServer
import Testing

/// Event streams: events sent to a channel reach its open streams; heartbeats; clients that go.
@Suite("The local server's event streams")
struct EventStreamTests {
    /// A client with an event stream open on `news`, its head read and the stream registered.
    func openStream(_ fixture: ServerFixture) throws -> TestClient {
        let client = try fixture.client()
        client.send("GET /events HTTP/1.1\r\n\(fixture.host)\r\nAccept: text/event-stream\r\n\r\n")
        let head = try #require(client.readResponse())
        #expect(head.status == 200)
        #expect(head.headers["Content-Type"] == "text/event-stream; charset=utf-8")
        #expect(head.headers["Cache-Control"] == "no-store")
        #expect(head.headers["X-Content-Type-Options"] == "nosniff")
        #expect(head.headers["Content-Length"] == nil)
        return client
    }

    @Test("a stream receives the events sent to its channel, in order, and not others")
    func events() throws {
        let fixture = try ServerFixture()
        let first = try openStream(fixture)
        let second = try openStream(fixture)
        #expect(fixture.server.streamCount(on: "news") == 2)
        fixture.server.send(ServerSentEvent(event: "lesson", data: "one\ntwo", id: "1"), toStreamsOn: "news")
        fixture.server.send(ServerSentEvent(data: "elsewhere"), toStreamsOn: "other")
        fixture.server.send(ServerSentEvent(data: "three"), toStreamsOn: "news")
        for client in [first, second] {
            #expect(client.readEvent() == ["event: lesson", "id: 1", "data: one", "data: two"])
            #expect(client.readEvent() == ["data: three"])
        }
    }

    @Test("a quiet stream gets a heartbeat comment")
    func heartbeat() throws {
        let fixture = try ServerFixture(timeouts: LocalServerTimeouts(heartbeat: .milliseconds(100)))
        let client = try openStream(fixture)
        #expect(client.readComment())
        #expect(client.readComment())
    }

    @Test("a client that goes is dropped, whether the server reads it first or writes to it first")
    func clientGone() throws {
        let fixture = try ServerFixture()
        do { _ = try openStream(fixture) }  // closed at once
        #expect(eventually { fixture.server.streamCount(on: "news") == 0 })
        let staying = try openStream(fixture)
        do {
            let leaving = try openStream(fixture)
            leaving.socket.shutdownBothDirections()
        }
        for index in 0..<50 {
            fixture.server.send(ServerSentEvent(data: "\(index)"), toStreamsOn: "news")
        }
        #expect(eventually { fixture.server.streamCount(on: "news") == 1 })
        #expect(staying.readEvent() == ["data: 0"])
        #expect(eventually { fixture.server.openConnectionCount == 1 })
    }

    @Test("a HEAD to a stream gets its head and the connection closes")
    func head() throws {
        let fixture = try ServerFixture()
        let client = try fixture.client()
        client.send("HEAD /events HTTP/1.1\r\n\(fixture.host)\r\n\r\n")
        #expect(
            client.readResponse(toHEAD: true)?.headers["Content-Type"] == "text/event-stream; charset=utf-8")
        #expect(client.waitForClose())
        #expect(fixture.server.streamCount(on: "news") == 0)
    }

    @Test("stop() closes the open streams")
    func stopClosesStreams() throws {
        let fixture = try ServerFixture()
        let client = try openStream(fixture)
        fixture.server.stop()
        #expect(client.waitForClose())
        #expect(fixture.server.streamCount(on: "news") == 0)
    }
}
