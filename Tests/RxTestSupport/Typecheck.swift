import Foundation
import XCTest

/// Type-checks Swift source against the package's built modules (as a learner's file that writes
/// `import RxSandbox` would be), and returns what the compiler printed.
///
/// The modules are found next to the running test bundle (`<build folder>/Modules`), so this works
/// with any scratch path. It needs `swiftc` on the `PATH`, as `swift test` itself does.
public enum Typecheck {
    /// The compiler's exit status and its diagnostics.
    public struct Result {
        public let status: Int32
        public let diagnostics: String
    }

    public static func run(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> Result
    {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "rxsandbox-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sourceFile = directory.appendingPathComponent("main.swift")
        try source.write(to: sourceFile, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "5", "-I", modulesDirectory.path, sourceFile.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
    }

    /// `<build folder>/Modules`, beside the test bundle being run.
    static var modulesDirectory: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return bundle.deletingLastPathComponent().appendingPathComponent("Modules")
    }
}
