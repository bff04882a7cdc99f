import Foundation
import LearnerBuild
import Testing

/// Where `SwiftBuild` builds: where the running `lessons` was built, else the package's `.build`.
@Suite("Building the learner's code where lessons was built")
struct SwiftBuildTests {
    @Test("inside a SwiftPM build folder: that folder and its configuration")
    func sameFolder() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("swift-build-\(UUID())")
        let products = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/release")
        try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data().write(to: scratch.appendingPathComponent("workspace-state.json"))
        let build = SwiftBuild(
            product: "learner", packageFolder: URL(fileURLWithPath: "/p"),
            runningExecutable: products.appendingPathComponent("lessons").path)
        #expect(
            build.arguments == [
                "build", "--package-path", "/p", "--configuration", "release", "--scratch-path",
                scratch.resolvingSymlinksInPath().path, "--product", "learner",
            ])
        #expect(build.productsFolder == products.resolvingSymlinksInPath().path)
    }

    @Test("anywhere else (an Xcode build): the package's .build, for debugging, where SwiftPM says")
    func elsewhere() {
        let build = SwiftBuild(
            product: "learner", packageFolder: URL(fileURLWithPath: "/p"),
            runningExecutable: "/DerivedData/Build/Products/Debug/lessons")
        #expect(
            build.arguments == [
                "build", "--package-path", "/p", "--configuration", "debug", "--product", "learner",
            ])
        #expect(build.productsFolder == nil, "swift build --show-bin-path is asked after the build")
    }

    @Test("without swift on PATH, the build can't start, and says why")
    func noSwift() {
        let build = SwiftBuild(
            product: "learner", packageFolder: URL(fileURLWithPath: "/p"), runningExecutable: nil)
        guard case .couldNotStart(let problem) = build.build(environment: ["PATH": "/nonexistent"]) else {
            Issue.record("it started")
            return
        }
        #expect(problem == .swiftNotFound)
    }
}
