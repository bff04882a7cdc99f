import Foundation

/// Building one product of the package with `swift build`, and running what it built: how `lessons`
/// gets the learner's code, which it does not link, compiled and run.
///
/// It builds where the running `lessons` was built (the same build folder and configuration), so that
/// the two share their compiled modules; a `lessons` built elsewhere (by Xcode) has it build into the
/// package's `.build`, for debugging.
package struct SwiftBuild: Sendable {
    /// What building gave.
    package enum Outcome: Sendable {
        /// The product is built, up to date, at this path; with the compiler's warnings, when it
        /// compiled something that has some.
        case built(executable: String, warnings: [CompilerDiagnostic] = [])
        /// The compiler refused the code: its diagnostics, and the whole output (for a failure that
        /// has none, such as the linker's).
        case failed(diagnostics: [CompilerDiagnostic], output: String)
        /// `swift build` could not be started, or built nothing to run: why.
        case couldNotStart(Problem)
    }

    /// Why there is nothing to run.
    package enum Problem: Equatable, Sendable {
        /// No `swift` on `PATH`.
        case swiftNotFound
        /// `swift` is at this path, but could not be started.
        case swiftDidNotStart(String)
        /// The build succeeded, but its product is not at this path.
        case productMissing(String)
    }

    /// The package's folder.
    package let packageFolder: URL
    /// The product to build: `learner-answers`.
    package let product: String
    /// The build folder to use (`--scratch-path`), or nil for the package's `.build`.
    package let scratchPath: String?
    /// `debug` or `release`.
    package let configuration: String
    /// The folder the product is built into, when the running executable's place tells it (SwiftPM's
    /// own build folder); otherwise `swift build --show-bin-path` is asked after the build.
    package let productsFolder: String?

    /// Builds `product` the way the running executable, `runningExecutable`, was built.
    package init(product: String, packageFolder: URL, runningExecutable: String?) {
        self.product = product
        self.packageFolder = packageFolder
        // SwiftPM puts a product at <build folder>/<triple>/<configuration>/<name>, with
        // workspace-state.json in the build folder.
        let folder = runningExecutable.map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent()
        }
        if let folder,
            FileManager.default.fileExists(
                atPath: folder.deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("workspace-state.json").path)
        {
            scratchPath = folder.deletingLastPathComponent().deletingLastPathComponent().path
            configuration = folder.lastPathComponent
            productsFolder = folder.path
        } else {
            scratchPath = nil
            configuration = "debug"
            productsFolder = nil
        }
    }

    /// The arguments given to `swift`.
    package var arguments: [String] {
        ["build", "--package-path", packageFolder.path, "--configuration", configuration]
            + (scratchPath.map { ["--scratch-path", $0] } ?? []) + ["--product", product]
    }

    /// Builds the product (a no-op when nothing changed), its output kept, not shown.
    package func build(environment: [String: String]) -> Outcome {
        guard let swift = Self.executable(named: "swift", environment: environment) else {
            return .couldNotStart(.swiftNotFound)
        }
        guard let (status, data) = Self.capture(swift, arguments, errorsToo: true) else {
            return .couldNotStart(.swiftDidNotStart(swift))
        }
        let text = String(decoding: data, as: UTF8.self)
        guard status == 0 else {
            return .failed(diagnostics: CompilerDiagnostic.parse(text), output: text)
        }
        guard let folder = productsFolder ?? binPath(swift: swift) else {
            return .couldNotStart(.productMissing(product))
        }
        let executable = folder + "/" + product
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            return .couldNotStart(.productMissing(executable))
        }
        return .built(
            executable: executable,
            warnings: CompilerDiagnostic.parse(text).filter { $0.severity == .warning })
    }

    /// Where `swift build` puts the products, as it says itself (`--show-bin-path`).
    private func binPath(swift: String) -> String? {
        guard let (status, data) = Self.capture(swift, arguments + ["--show-bin-path"], errorsToo: false),
            status == 0
        else { return nil }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }

    /// Runs `executable` with `arguments` and no input, and returns its exit code (128 + the signal's
    /// number when a signal ended it) and its standard output (its standard error is dropped); nil when
    /// it could not be started.
    package static func output(of executable: String, arguments: [String]) -> (status: Int32, output: Data)? {
        capture(executable, arguments, errorsToo: false)
    }

    /// Runs `executable` with `arguments` and no input, and returns its exit code (see `exitCode(of:)`)
    /// and its standard output (with its standard error too, if `errorsToo`, else
    /// dropped); nil when it could not be started.
    private static func capture(_ executable: String, _ arguments: [String], errorsToo: Bool) -> (
        Int32, Data
    )? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorsToo ? output : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        // Read to the end before waiting: a full pipe would stop the process.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (exitCode(of: process), data)
    }

    /// Runs `executable` with `arguments`, its standard input, output and error this process's, and
    /// returns its exit code (128 + the signal's number when a signal ended it, as a shell says), or nil
    /// when it could not be started.
    /// `started` is called with the process once it runs (to pass it a signal).
    package static func run(
        _ executable: String, arguments: [String], started: (Process) -> Void = { _ in }
    ) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            return nil
        }
        started(process)
        process.waitUntilExit()
        return exitCode(of: process)
    }

    /// The exit code of `process`, which has ended: its status, or 128 + the signal's number when a
    /// signal ended it, as a shell says.
    private static func exitCode(of process: Process) -> Int32 {
        process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// The path of the executable `name` on `PATH`, if there is one.
    package static func executablePath(named name: String, environment: [String: String]) -> String? {
        executable(named: name, environment: environment)
    }

    /// The path of the executable `name` on `PATH`, if there is one.
    static func executable(named name: String, environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
