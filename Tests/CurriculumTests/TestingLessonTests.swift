import MarbleTesting
import RxSandbox
import XCTest

@testable import Curriculum

/// The `MarbleAssertions` of `swift test`: MarbleTesting's `assertMarbles`, which fails the running
/// test (XCTest or Swift Testing) at the line of the lesson's assertion.
private struct FrameworkAssertions: MarbleAssertions {
    func check<Value: Equatable>(
        _ actual: [Recorded<Event<Value>>], _ expected: String, values: [String: Value],
        timing: MarbleTiming, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) {
        MarbleTesting.assertMarbles(
            actual, expected, values: values, timing: timing, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}

/// The `testing` lesson's test bodies, run as tests: the code its narrative shows, with real
/// assertions. XCTest runs them on the main thread, as UIKit and RxCocoa want.
final class TestingLessonTests: XCTestCase {
    func testPercentExtension() {
        Curriculum.testPercent(FrameworkAssertions())
    }

    func testPercentBinding() throws {
        try Curriculum.testPercentBinding(FrameworkAssertions())
    }

    func testHotAndColdObservables() throws {
        try Curriculum.testHotAndCold(FrameworkAssertions())
    }

    func testSignInViewModel() throws {
        try Curriculum.testSignIn(FrameworkAssertions())
    }
}

/// The lesson's failing test: the view model that forgot `distinctUntilChanged()` fails the sign-in
/// test with the mismatch the lesson shows, and only there. The failures are caught (this test fails
/// if there is none, or another one), so the suite passes. (XCTest, not Swift Testing: on Linux a
/// Swift Testing test does not run on the main thread, and `drive` checks that it does.)
final class FailingTestingLessonTests: XCTestCase {
    /// The failures reported while catching; `nil` when failures are reported as usual.
    private var caught: [String]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if caught != nil {
            caught?.append(description)
        } else {
            super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testTheForgetfulViewModelFailsTheSignInTest() throws {
        caught = []
        try Curriculum.testSignIn(FrameworkAssertions(), viewModel: ForgetfulSignInViewModel())
        let failures = caught ?? []
        caught = nil
        XCTAssertEqual(failures.count, 1, "\(failures)")
        let message = failures.first ?? ""
        XCTAssertTrue(message.contains("marbles differ at tick 240"), message)
        XCTAssertTrue(message.contains("actual:   --ftt"), message)
    }
}
