import HTTPMessages
import LocalServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write to a connection the client has reset must fail as an error, not raise SIGPIPE, whose default
/// action ends the process: a server in a program that has not ignored SIGPIPE must survive it.
@Suite("The local server and SIGPIPE")
struct NoSIGPIPETests {
    @Test("a client gone mid-response raises no SIGPIPE, with SIGPIPE's default action in force")
    func noSIGPIPE() async {
        // In a process of its own (an exit test), where SIGPIPE can be left to end it.
        await #expect(processExitsWith: .success) {
            signal(SIGPIPE, SIG_DFL)
            let server = try LocalServer { _ in
                .response(HTTPResponse(status: .ok, body: [UInt8](repeating: 0x61, count: 32 << 20)))
            }
            for _ in 0..<3 {
                let client = try TestClient(port: server.port)
                client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
                // Half-closed first, so that the reset that comes when the client closes with megabytes
                // unread makes the server's next write fail with EPIPE, the error that raises SIGPIPE.
                client.socket.shutdownWriting()
                precondition(client.readResponse(toHEAD: true)?.status == 200)
            }
            precondition(eventually { server.openConnectionCount == 0 })
            server.stop()
        }
    }
}
