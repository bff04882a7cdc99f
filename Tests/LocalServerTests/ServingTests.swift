import HTTPMessages
import LocalServer
import Testing

/// What the local server answers: requests the policy passes, reaching the handler, on kept-alive and
/// pipelined connections.
@Suite("What the local server serves")
struct ServingTests {
    @Test("a GET reaches the handler, decoded, and its response comes back with the security headers")
    func get() throws {
        let fixture = try ServerFixture()
        let response = try #require(
            try fixture.exchange("GET /a%20b?x=1+2 HTTP/1.1\r\n\(fixture.host)\r\n\r\n"))
        #expect(response.status == 200)
        #expect(response.text == "GET /a b x=1 2 ")
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(response.headers["Referrer-Policy"] == "no-referrer")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.headers["Connection"] == nil)
        #expect(fixture.log.all.map(\.target) == ["/a%20b?x=1+2"])
    }

    @Test(
        "every allowed Host is served, in any case",
        arguments: ["127.0.0.1", "localhost", "LocalHost", "[::1]"])
    func hosts(host: String) throws {
        let fixture = try ServerFixture()
        #expect(
            try fixture.exchange("GET / HTTP/1.1\r\nHost: \(host):\(fixture.port)\r\n\r\n")?.status == 200)
    }

    @Test("a GET from the server's own origin is served")
    func sameOriginGet() throws {
        let fixture = try ServerFixture()
        for origin in ["http://127.0.0.1", "http://localhost", "http://[::1]"] {
            #expect(
                try fixture.exchange(
                    "GET / HTTP/1.1\r\n\(fixture.host)\r\nOrigin: \(origin):\(fixture.port)\r\n\r\n")?
                    .status == 200)
        }
    }

    @Test("a POST from a page of the server, with the secret, reaches the handler with its body")
    func post() throws {
        let fixture = try ServerFixture()
        let response = try fixture.exchange(
            "POST /run HTTP/1.1\r\n\(fixture.postHeaders)\r\nSec-Fetch-Site: same-origin\r\nContent-Length: 5\r\n\r\nhello"
        )
        #expect(response?.status == 200)
        #expect(response?.text == "POST /run  hello")
        #expect(fixture.log.all.map(\.body) == [Array("hello".utf8)])
    }

    @Test("HEAD is the GET handler's response without the body")
    func head() throws {
        let fixture = try ServerFixture()
        let client = try fixture.client()
        client.send("HEAD /x HTTP/1.1\r\n\(fixture.host)\r\n\r\nGET /y HTTP/1.1\r\n\(fixture.host)\r\n\r\n")
        let head = try #require(client.readResponse(toHEAD: true))
        #expect(head.status == 200)
        #expect(head.headers["Content-Length"] == "\("GET /x  ".utf8.count)")
        // The next bytes are the next response: no body came between.
        #expect(client.readResponse()?.text == "GET /y  ")
        #expect(fixture.log.all.map(\.method) == ["GET", "GET"])
    }

    @Test("HTTP/1.1 keeps the connection for the next request")
    func keepAlive() throws {
        let fixture = try ServerFixture()
        let client = try fixture.client()
        client.send("GET /one HTTP/1.1\r\n\(fixture.host)\r\n\r\n")
        #expect(client.readResponse()?.text == "GET /one  ")
        client.send("GET /two HTTP/1.1\r\n\(fixture.host)\r\n\r\n")
        #expect(client.readResponse()?.text == "GET /two  ")
        #expect(fixture.server.openConnectionCount == 1)
    }

    @Test("pipelined requests are answered in order, on one connection")
    func pipelined() throws {
        let fixture = try ServerFixture()
        let client = try fixture.client()
        client.send((1...5).map { "GET /\($0) HTTP/1.1\r\n\(fixture.host)\r\n\r\n" }.joined())
        for index in 1...5 {
            #expect(client.readResponse()?.text == "GET /\(index)  ")
        }
    }

    @Test("HTTP/1.0, and Connection: close, close the connection after the response")
    func closing() throws {
        let fixture = try ServerFixture()
        for request in [
            "GET / HTTP/1.0\r\n\(fixture.host)\r\n\r\n",
            "GET / HTTP/1.1\r\n\(fixture.host)\r\nConnection: keep-alive, Close\r\n\r\n",
        ] {
            let client = try fixture.client()
            client.send(request)
            let response = try #require(client.readResponse())
            #expect(response.status == 200)
            #expect(response.headers["Connection"] == "close")
            #expect(client.waitForClose())
        }
    }

    @Test("a handler's Cache-Control is kept; its Access-Control-Allow-* and Referrer-Policy are not")
    func handlerHeaders() throws {
        let fixture = try ServerFixture()
        let response = try #require(try fixture.exchange("GET /cached HTTP/1.1\r\n\(fixture.host)\r\n\r\n"))
        #expect(response.headers.values(named: "Cache-Control") == ["max-age=60"])
        #expect(response.headers["Access-Control-Allow-Origin"] == nil)
        #expect(response.headers.values(named: "Referrer-Policy") == ["no-referrer"])
        #expect(response.text == "cached")
    }

    @Test("a request sent a byte at a time is answered")
    func byteByByte() throws {
        let fixture = try ServerFixture()
        let client = try fixture.client()
        for byte in "GET /slow HTTP/1.1\r\n\(fixture.host)\r\n\r\n".utf8 { client.send([byte]) }
        #expect(client.readResponse()?.text == "GET /slow  ")
    }

    @Test("a client gone mid-response is dropped, and the server goes on")
    func clientGone() throws {
        let fixture = try ServerFixture()
        do {
            let client = try fixture.client()
            client.send("GET /big HTTP/1.1\r\n\(fixture.host)\r\n\r\n")
            #expect(client.readResponse(toHEAD: true)?.status == 200)
        }  // closed with megabytes unread
        #expect(eventually { fixture.server.openConnectionCount == 0 })
        #expect(try fixture.exchange("GET / HTTP/1.1\r\n\(fixture.host)\r\n\r\n")?.status == 200)
    }

    @Test("the server answers on ::1 too, when it listens there")
    func ipv6() throws {
        let fixture = try ServerFixture()
        guard fixture.server.listeningAddresses.contains("[::1]:\(fixture.port)") else { return }
        let client = try fixture.client(.ipv6)
        client.send("GET /six HTTP/1.1\r\nHost: [::1]:\(fixture.port)\r\n\r\n")
        #expect(client.readResponse()?.text == "GET /six  ")
    }
}
