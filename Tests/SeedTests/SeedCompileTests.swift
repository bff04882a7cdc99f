import Foundation
import RxTestSupport
import XCTest

/// The seed examples compile as a learner's module would, and raise exactly the warnings a learner sees
/// (the seed targets are built with warnings hidden, so that they don't count as the sandbox's own).
final class SeedCompileTests: XCTestCase {
    private func compile(_ seed: String) throws -> Typecheck.Result {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Seeds/\(seed)")
        let files = try FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "swift" }
        .sorted { $0.path < $1.path }
        XCTAssertFalse(files.isEmpty, "no seed files in \(directory.path)")
        let result = try Typecheck.run(files: files)
        XCTAssertEqual(result.status, 0, "\(seed) should compile:\n\(result.diagnostics)")
        return result
    }

    private let retroactive =
        "extension declares a conformance of imported type 'CLLocationManager' to imported protocol "
        + "'HasDelegate'; this will not behave correctly if the owners of 'UIKitSim' introduce this "
        + "conformance in the future"

    func testSeed000CompilesWithTheRetroactiveConformanceWarningOnly() throws {
        // On iOS the same extension of CoreLocation's class to RxCocoa's protocol raises the same warning.
        XCTAssertEqual(try compile("Seed000").warnings, ["DelegateProxySeed.swift: \(retroactive)"])
    }

    func testSeed001CompilesWithoutWarnings() throws {
        XCTAssertEqual(try compile("Seed001").warnings, [])
    }

    func testSeed002CompilesWithoutWarnings() throws {
        XCTAssertEqual(try compile("Seed002").warnings, [])
    }

    func testSeed003CompilesWithTheWarningsItsCodeDeserves() throws {
        let unusedBind = "result of call to 'bind(to:)' is unused"
        let unusedDrive = "result of call to 'drive' is unused"
        XCTAssertEqual(
            try compile("Seed003").warnings,
            [
                "BindAndDriveSeed.swift: 'catchErrorJustReturn' is deprecated: renamed to 'catchAndReturn(_:)'",
                "BindAndDriveSeed.swift: \(unusedBind)",
                "BindAndDriveSeed.swift: \(unusedDrive)",
                "BindAndDriveSeed.swift: 'catchError' is deprecated: renamed to 'catch(_:)'",
                "BindAndDriveSeed.swift: \(unusedBind)",
                "BindAndDriveSeed.swift: \(unusedDrive)",
                "BindAndDriveSeed.swift: \(unusedBind)",
                "BindAndDriveSeed.swift: \(unusedBind)",
                "BindAndDriveSeed.swift: \(unusedDrive)",
                "BindAndDriveSeed.swift: \(unusedDrive)",
                "DelegateProxySeed003.swift: \(retroactive)",
            ])
    }
}
