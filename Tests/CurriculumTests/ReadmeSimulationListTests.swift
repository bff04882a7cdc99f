import Foundation
import XCTest

/// README's "Your own experiment" names every `simulate…` method the sandbox has, so that a learner
/// scripting a user finds each one (a new method fails this test until README lists it).
final class ReadmeSimulationListTests: XCTestCase {
    func testReadmeListsEverySimulateMethod() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        var names: Set<String> = []
        for folder in ["Sources/UIKitSim", "Sources/RxCocoaSim", "Sources/RxGestureSim"] {
            let root = package.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let code = try String(contentsOf: file, encoding: .utf8)
                for line in code.split(separator: "\n") {
                    guard let range = line.range(of: "func simulate") else { continue }
                    let name = line[range.lowerBound...].dropFirst("func ".count).prefix {
                        $0 != "(" && $0 != "<"
                    }
                    names.insert(String(name))
                }
            }
        }
        XCTAssertGreaterThan(names.count, 15, "the sources were read")
        for name in names.sorted() {
            XCTAssertTrue(readme.contains("`\(name)("), "README does not list \(name)")
        }
    }
}
