import Foundation
import LessonKit
import LessonsCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe(2): its read and write ends.
private func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    return (ends[0], ends[1])
}

/// The bytes read from a pipe, by a reader on another thread.
private final class ReceivedBytes: @unchecked Sendable {
    private(set) var bytes: [UInt8] = []

    /// Reads until the writer closes its end.
    func readAll(from descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return }
            bytes += buffer[0..<count]
        }
    }
}

@Suite("Text outputs and the color decision")
struct OutputTests {
    @Test("a buffered output keeps everything written, in order")
    func buffered() {
        let output = BufferedOutput()
        output.write("a")
        output.write("")
        output.writeLine("b")
        output.writeLine()
        output.write("안녕")
        #expect(output.text == "ab\n\n안녕")
    }

    @Test("writing to a pipe whose reader has gone closes the output quietly")
    func closedPipe() throws {
        FileDescriptorOutput.ignoreSIGPIPE()
        let ends = try makePipe()
        close(ends.read)
        defer { close(ends.write) }
        let output = FileDescriptorOutput(ends.write)
        #expect(!output.isClosed)
        output.write("the first line\n")
        #expect(output.isClosed)
        #expect(output.closingError == EPIPE)
        output.write("nothing happens now\n")
        output.writeLine("nor now")
        #expect(output.isClosed)
    }

    @Test("a long text reaches the reader whole, through many partial writes")
    func wholeText() throws {
        let ends = try makePipe()
        // A pipe holds 64 KiB on Linux: this text needs the reader to drain it many times.
        let text = String(repeating: "marble 다이어그램 --a--b--|\n", count: 20_000)
        let received = ReceivedBytes()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            received.readAll(from: ends.read)
            finished.signal()
        }
        let output = FileDescriptorOutput(ends.write)
        output.write(text)
        close(ends.write)
        finished.wait()
        close(ends.read)
        #expect(!output.isClosed)
        #expect(output.closingError == nil)
        #expect(String(decoding: received.bytes, as: UTF8.self) == text)
    }

    @Test("a pipe is not a terminal")
    func notATerminal() throws {
        let ends = try makePipe()
        defer {
            close(ends.read)
            close(ends.write)
        }
        #expect(!FileDescriptorOutput(ends.write).isTerminal)
        #expect(FileDescriptorOutput(ends.write).fileDescriptor == ends.write)
    }
}
