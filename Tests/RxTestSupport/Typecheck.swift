import Foundation
import XCTest

/// Type-checks Swift source against the package's built modules (as a learner's file that writes
/// `import RxSandbox` would be), and returns what the compiler printed.
///
/// The modules are found from the test bundle being run, not from the process: on Linux the bundle is
/// the process (`<build folder>/RxSandboxPackageTests.xctest`), on a Mac it is loaded by Xcode's
/// `xctest` (`<build folder>/RxSandboxPackageTests.xctest/Contents/MacOS/…`), and in Xcode the modules
/// sit in the build folder itself rather than in its `Modules`. So this works with any scratch path;
/// `RXSANDBOX_MODULES` names the folder outright. It needs `swiftc` on the `PATH`, as `swift test`
/// itself does (on a Mac, Xcode's, through `/usr/bin/swiftc`).
public enum Typecheck {
    /// The compiler's exit status and its diagnostics.
    public struct Result {
        public let status: Int32
        public let diagnostics: String
    }

    /// Type-checks `source` as a program's main file.
    public static func run(_ source: String) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "rxsandbox-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sourceFile = directory.appendingPathComponent("main.swift")
        try source.write(to: sourceFile, atomically: true, encoding: .utf8)
        return try run(files: [sourceFile], asLibrary: false)
    }

    /// Type-checks `files` together, as one module (a library, unless `asLibrary` is false).
    public static func run(files: [URL], asLibrary: Bool = true) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", "5", "-I", modulesDirectory.path]
            + (asLibrary ? ["-parse-as-library"] : []) + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
    }

    /// The folder that holds `RxSandbox.swiftmodule`: `RXSANDBOX_MODULES`, else the first folder that
    /// does among the test bundle's, the process's and their parents (each folder, then its `Modules`).
    static var modulesDirectory: URL {
        if let named = ProcessInfo.processInfo.environment["RXSANDBOX_MODULES"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        let starts = [
            Bundle(for: BundleToken.self).bundleURL, Bundle(for: BundleToken.self).executableURL,
            URL(fileURLWithPath: CommandLine.arguments[0]),
        ]
        for start in starts.compactMap({ $0?.resolvingSymlinksInPath() }) {
            if let found = modulesDirectory(above: start) { return found }
        }
        // Not found: the compiler's "no such module" then says where it looked.
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("Modules")
    }

    /// The first of `start`'s folder and its parents (five at most) that holds, itself or in its
    /// `Modules`, the umbrella module.
    package static func modulesDirectory(above start: URL) -> URL? {
        var folder = start
        for _ in 0..<6 {
            for candidate in [folder, folder.appendingPathComponent("Modules")]
            where FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("RxSandbox.swiftmodule").path)
            {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}

extension Typecheck.Result {
    /// The warnings, each as `file.swift: message` (the file's name only, the message without its
    /// bracketed group), in order, once each (the compiler repeats some in its excerpts).
    public var warnings: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for line in diagnostics.split(separator: "\n") where line.contains(": warning: ") {
            guard !line.hasPrefix(" "), let range = line.range(of: ": warning: ") else { continue }
            let location = line[..<range.lowerBound]
            let file = location.split(separator: ":").first.map {
                ($0 as Substring).split(separator: "/").last ?? $0
            }
            var message = String(line[range.upperBound...])
            if let group = message.range(of: " [#") { message = String(message[..<group.lowerBound]) }
            let entry = "\(file ?? ""): \(message)"
            if seen.insert("\(location) \(entry)").inserted {
                result.append(entry)
            }
        }
        return result
    }
}

/// A class of this module, for `Bundle(for:)` to find the test bundle by.
private final class BundleToken {}

extension Typecheck {
    /// Type-checks `source` as a learner's file and asserts the contract of a snippet of what compiles:
    /// the lines marked `// rejected` each get an error, no other line does, and nothing warns.
    public static func assertOnlyRejectedLinesFail(
        _ source: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let rejected = Set(
            source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.contains("// rejected") }
                .map { $0.offset + 1 })
        let result = try run(source)
        XCTAssertEqual(result.status == 0, rejected.isEmpty, result.diagnostics, file: file, line: line)
        XCTAssertEqual(result.errorLines, rejected, result.diagnostics, file: file, line: line)
        XCTAssertEqual(result.warnings, [], result.diagnostics, file: file, line: line)
    }
}

extension Typecheck.Result {
    /// The lines of the checked main file (`main.swift`) that got an error.
    public var errorLines: Set<Int> {
        Set(
            diagnostics.split(separator: "\n").compactMap { line -> Int? in
                guard line.contains(": error: "), let range = line.range(of: "main.swift:") else {
                    return nil
                }
                return Int(line[range.upperBound...].prefix { $0.isNumber })
            })
    }
}
