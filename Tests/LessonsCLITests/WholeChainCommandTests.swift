import LessonFixtures
import XCTest

/// `lessons run <id> --whole-chain`: a traced scene's chain with the steps inside its constructs drawn.
/// (XCTest: the lessons bind UI, which runs on the main thread.)
final class WholeChainCommandTests: XCTestCase {
    func testWholeChainDrawsTheStepsInsideAConstruct() throws {
        let fixture = try FixtureCatalogue(tracing: true)
        let folded = try lessons("run", "button-taps", catalogue: fixture.catalogue)
        XCTAssertEqual(folded.status, 0, folded.errors)
        XCTAssertTrue(
            folded.output.contains("\nchain\n  button.rx.tap  1 subscription\n  └─ scan"), folded.output)
        XCTAssertFalse(folded.output.contains("rx.deallocated"))
        let whole = try lessons("run", "button-taps", "--whole-chain", catalogue: fixture.catalogue)
        XCTAssertEqual(whole.status, 0, whole.errors)
        XCTAssertTrue(
            whole.output.contains(
                "\nchain\n  button: create  1 subscription\n  └─ take(until:)  1 subscription\n"
                    + "     └─ button.rx.tap  1 subscription\n"),
            whole.output)
        XCTAssertTrue(
            whole.output.contains("\n  button.rx.deallocated  1 subscription\n  └─ take(until:) ↑\n"))
        let scene = try lessons(
            "run", "button-taps", "--scene", "main", "--whole-chain", catalogue: fixture.catalogue)
        XCTAssertTrue(scene.output.contains("\n  button: create  1 subscription\n"), scene.output)
    }

    func testTheChainsLanesAreOnTheScenesAxis() throws {
        let fixture = try FixtureCatalogue(tracing: true)
        let output = try lessons("run", "button-taps", catalogue: fixture.catalogue).output
        let rulers = output.split(separator: "\n").filter { $0.hasPrefix("  time ") }
        XCTAssertEqual(rulers.count, 2, output)
        XCTAssertEqual(rulers.first, rulers.last, "a time is in the same column in both diagrams")
        // The tap at tick 10: the user's action in the scene, the event of `button.rx.tap` in the chain.
        let lines = output.split(separator: "\n").map(String.init)
        func column(of text: String, inLineStarting start: String) -> Int? {
            guard let line = lines.first(where: { $0.hasPrefix(start) }),
                let found = line.dropFirst(start.count).range(of: text)
            else { return nil }
            return line.distance(from: line.startIndex, to: found.lowerBound)
        }
        let tick = try XCTUnwrap(column(of: "10", inLineStarting: "  time "))
        XCTAssertEqual(column(of: "tap", inLineStarting: "  user "), tick, output)
        XCTAssertEqual(column(of: "A", inLineStarting: "  button.rx.tap    "), tick, output)
    }

    func testWholeChainTakesNoValue() throws {
        let outcome = try lessons("run", "button-taps", "--whole-chain=yes")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.errors.hasPrefix("lessons: --whole-chain takes no value\n"), outcome.errors)
    }
}
