import HTTPMessages
import LocalServer
import Testing

/// Starting and stopping: the addresses bound, the secret, a port in use, stop().
@Suite("Starting and stopping the local server")
struct LifecycleTests {
    @Test("the server listens on loopback only: 127.0.0.1, and ::1 when it can, on one port")
    func loopbackOnly() throws {
        let fixture = try ServerFixture()
        let addresses = fixture.server.listeningAddresses
        #expect(addresses.first == "127.0.0.1:\(fixture.port)")
        #expect(addresses.allSatisfy { ["127.0.0.1:\(fixture.port)", "[::1]:\(fixture.port)"].contains($0) })
        #expect(fixture.server.url == "http://127.0.0.1:\(fixture.port)/")
        #expect(fixture.port != 0)
    }

    @Test("the secret is 32 hex digits, another each run")
    func secret() throws {
        let (one, two) = (try ServerFixture(), try ServerFixture())
        for secret in [one.server.secret, two.server.secret] {
            #expect(secret.count == 32)
            #expect(secret.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
        #expect(one.server.secret != two.server.secret)
    }

    @Test("a port in use is a clear error")
    func portInUse() throws {
        let taken = try POSIXSocket.listening(on: .ipv4, port: 0)
        defer { taken.closeSocket() }
        let port = try #require(taken.localPort)
        #expect(throws: LocalServerError.portInUse(port)) {
            try LocalServer(port: port) { _ in .response(HTTPResponse(status: .ok)) }
        }
        #expect(
            LocalServerError.portInUse(port).description
                == "port \(port) is in use: choose another with --port, or leave it out to take a free one")
    }

    @Test("stop() closes every connection, and the port can be bound again")
    func stop() throws {
        let fixture = try ServerFixture()
        let port = fixture.port
        let idle = try fixture.client()
        idle.send("GET / HTTP/1.1\r\n\(fixture.host)\r\n\r\n")
        #expect(idle.readResponse()?.status == 200)
        let half = try fixture.client()
        half.send("GET / HTTP/1.1\r\n")
        #expect(eventually { fixture.server.openConnectionCount == 2 })
        fixture.server.stop()
        #expect(fixture.server.openConnectionCount == 0)
        #expect(idle.waitForClose())
        #expect(half.waitForClose())
        fixture.server.stop()  // a second time: nothing to do
        #expect(throws: (any Error).self) { try TestClient(port: port) }
        let again = try LocalServer(port: port) { _ in .response(.text("again")) }
        defer { again.stop() }
        #expect(again.port == port)
        let client = try TestClient(port: port)
        client.send("GET / HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
        #expect(client.readResponse()?.text == "again")
    }
}
