import HTTPMessages
import LocalServer
import Testing

/// The deadlines and the connection limit: slow clients, idle clients, clients that do not read, too
/// many clients.
@Suite("The local server's deadlines and connection limit")
struct TimeoutAndLimitTests {
    /// Deadlines short enough for a test, long enough for a loaded machine to meet when it should.
    static let short = LocalServerTimeouts(
        headerTimeout: .milliseconds(300), idleTimeout: .milliseconds(300), writeTimeout: .milliseconds(300))

    @Test("a request that stops half-way is answered 408 after the header timeout, and closed")
    func slowHead() throws {
        let fixture = try ServerFixture(timeouts: Self.short)
        let start = ContinuousClock.now  // before the connection is accepted, when the deadline starts
        let client = try fixture.client()
        client.send("GET / HTTP/1.1\r\nHo")
        let response = try #require(client.readResponse())
        #expect(response.status == 408)
        #expect(response.text == "The request did not arrive in time: send it whole, at once.\n")
        #expect(ContinuousClock.now - start >= .milliseconds(300))
        #expect(client.waitForClose())
        #expect(fixture.log.all.isEmpty)
    }

    @Test("a body that stops half-way is answered 408 too")
    func slowBody() throws {
        let fixture = try ServerFixture(timeouts: Self.short)
        let client = try fixture.client()
        client.send("POST /run HTTP/1.1\r\n\(fixture.postHeaders)\r\nContent-Length: 10\r\n\r\nabc")
        #expect(client.readResponse()?.status == 408)
    }

    @Test("a byte now and then does not hold the connection past the header timeout (slowloris)")
    func slowloris() throws {
        let fixture = try ServerFixture(timeouts: Self.short)
        let client = try fixture.client()
        let start = ContinuousClock.now
        var response: TestResponse?
        for byte in "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: b\r\nX-C: d\r\nX-E: f\r\n".utf8 {
            client.send([byte])
            response = client.readResponse(timeout: .milliseconds(50))
            if response != nil { break }
        }
        #expect(response?.status == 408)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test("an idle kept-alive connection is closed after the idle timeout, without a response")
    func idle() throws {
        let fixture = try ServerFixture(timeouts: Self.short)
        let client = try fixture.client()
        let start = ContinuousClock.now  // before the response is sent, when the idle time starts
        client.send("GET / HTTP/1.1\r\n\(fixture.host)\r\n\r\n")
        #expect(client.readResponse()?.status == 200)
        #expect(client.waitForClose())
        #expect(ContinuousClock.now - start >= .milliseconds(300))
        #expect(client.readResponse(timeout: .zero) == nil)
    }

    @Test("a connection that never sends a byte is closed without a response")
    func silent() throws {
        let fixture = try ServerFixture(timeouts: Self.short)
        let client = try fixture.client()
        #expect(client.waitForClose())
        #expect(eventually { fixture.server.openConnectionCount == 0 })
    }

    @Test("a client that does not read is dropped after the write timeout")
    func slowReader() throws {
        let fixture = try ServerFixture(timeouts: Self.short)
        let client = try fixture.client()
        client.send("GET /big HTTP/1.1\r\n\(fixture.host)\r\n\r\n")
        #expect(eventually { fixture.server.openConnectionCount == 1 })
        #expect(eventually { fixture.server.openConnectionCount == 0 })
        withExtendedLifetime(client) {}
    }

    @Test("beyond 64 open connections, a new one is answered 503 and closed")
    func connectionLimit() throws {
        // Deadlines far away: the 64 idle connections must stay open however slow the machine is.
        let fixture = try ServerFixture(
            timeouts: LocalServerTimeouts(headerTimeout: .seconds(120), idleTimeout: .seconds(120)))
        let open = try (0..<64).map { _ in try fixture.client() }
        #expect(eventually { fixture.server.openConnectionCount == 64 })
        let refused = try fixture.client()
        let response = try #require(refused.readResponse())
        #expect(response.status == 503)
        #expect(response.headers["Connection"] == "close")
        #expect(refused.waitForClose())
        // The 64 are still served, and once one closes there is room again.
        open[0].send("GET / HTTP/1.1\r\n\(fixture.host)\r\nConnection: close\r\n\r\n")
        #expect(open[0].readResponse()?.status == 200)
        #expect(eventually { fixture.server.openConnectionCount == 63 })
        #expect(try fixture.exchange("GET / HTTP/1.1\r\n\(fixture.host)\r\n\r\n")?.status == 200)
        withExtendedLifetime(open) {}
    }
}
