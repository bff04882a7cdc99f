import Curriculum
import LessonKit
import LessonPublishing
import XCTest

/// Every lesson passes `lessons check`: its scenes meet their expectations and leak nothing, and its
/// narratives are complete in both languages. A failure shows the marble diff of the stream that
/// differed. (XCTest: lessons bind UI, which runs on the main thread, where XCTest runs its tests.)
final class LessonCheckTests: XCTestCase {
    func testEveryLessonPassesItsCheck() throws {
        XCTAssertFalse(catalogue.lessons.isEmpty)
        let library = try CodeRegionIndex(files: catalogue.libraryCode)
        for lesson in catalogue.lessons {
            let problems = LessonChecker.problems(of: lesson, library: library)
            XCTAssertTrue(problems.isEmpty, "lesson \(lesson.id):\n" + problems.joined(separator: "\n"))
        }
    }

    func testLessonIdsAreUniqueAndReadable() {
        let ids = catalogue.lessons.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, id)
        }
    }
}
