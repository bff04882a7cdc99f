import Foundation
import RxTestSupport
import Testing

/// `Typecheck` finds the built modules from the test bundle, wherever the build put them: the
/// compile-time tests depend on it, and on a Mac the process running them is Xcode's `xctest`.
@Suite("Where Typecheck finds the built modules")
struct TypecheckLocationTests {
    /// A build folder with the umbrella module in `modulesFolder`, and the test binary at `binary`.
    private func buildFolder(modulesFolder: String, binary: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID())")
        let module = root.appendingPathComponent(modulesFolder).appendingPathComponent(
            "RxSandbox.swiftmodule")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        let executable = root.appendingPathComponent(binary)
        try FileManager.default.createDirectory(
            at: executable.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: executable)
        return root
    }

    @Test("swift test on Linux: the bundle is the process, the modules in Modules beside it")
    func linux() throws {
        let root = try buildFolder(
            modulesFolder: "debug/Modules", binary: "debug/RxSandboxPackageTests.xctest")
        defer { try? FileManager.default.removeItem(at: root) }
        let found = Typecheck.modulesDirectory(
            above: root.appendingPathComponent("debug/RxSandboxPackageTests.xctest"))
        #expect(found?.path == root.appendingPathComponent("debug/Modules").path)
    }

    @Test("swift test on a Mac: the binary is inside the .xctest bundle, which Xcode's xctest loads")
    func mac() throws {
        let binary =
            "arm64-apple-macosx/debug/RxSandboxPackageTests.xctest/Contents/MacOS/RxSandboxPackageTests"
        let root = try buildFolder(modulesFolder: "arm64-apple-macosx/debug/Modules", binary: binary)
        defer { try? FileManager.default.removeItem(at: root) }
        let found = Typecheck.modulesDirectory(above: root.appendingPathComponent(binary))
        #expect(found?.path == root.appendingPathComponent("arm64-apple-macosx/debug/Modules").path)
        // Xcode's own xctest, which is the process there, is nowhere near them.
        #expect(Typecheck.modulesDirectory(above: URL(fileURLWithPath: "/usr/bin/xctest")) == nil)
    }

    @Test("Xcode: the modules sit in the products folder itself")
    func xcode() throws {
        let binary = "Build/Products/Debug/RxSandboxPackageTests.xctest/Contents/MacOS/RxSandboxPackageTests"
        let root = try buildFolder(modulesFolder: "Build/Products/Debug", binary: binary)
        defer { try? FileManager.default.removeItem(at: root) }
        let found = Typecheck.modulesDirectory(above: root.appendingPathComponent(binary))
        #expect(found?.path == root.appendingPathComponent("Build/Products/Debug").path)
    }
}
