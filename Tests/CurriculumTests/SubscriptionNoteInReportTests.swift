import Curriculum
import LessonKit
import LessonPublishing
import XCTest

/// In a lesson's terminal report, the first diagram with a subscription row (`xs ^!`) explains it in
/// its legend, in the report's language; no other diagram repeats it. (XCTest: lessons bind UI, which
/// runs on the main thread.)
final class SubscriptionNoteInReportTests: XCTestCase {
    func testOnlyTheFirstDiagramWithASubscriptionRowExplainsIt() throws {
        let lesson = try XCTUnwrap(catalogue.lesson(id: "bind-vs-drive"))
        let library = try CodeRegionIndex(files: catalogue.libraryCode)
        for (language, key) in [(Language.en, "key  "), (.ko, "범례  ")] {
            let report = LessonRunner.run(lesson, language: language)
            let narrative = try Narrative(
                NarrativeSource(lesson: lesson, library: library, languages: [language]),
                scenes: report.scenes)
            let text = LessonTextReport(language: language, useColor: false).render(
                report, narrative: narrative)
            let lines = text.split(separator: "\n").map(String.init)
            let notes = lines.indices.filter { lines[$0].contains(" ^! = ") }
            XCTAssertEqual(notes.count, 1, "\(language): one note")
            let firstRow = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  ") && $0.contains(" ^!  ") })
            let note = try XCTUnwrap(notes.first)
            XCTAssertLessThan(firstRow, note, "\(language): the note follows the first ^! row")
            XCTAssertFalse(
                lines[firstRow..<note].contains { $0.hasPrefix("▶") }, "\(language): in that row's diagram")
            XCTAssertTrue(lines[note].hasPrefix("  " + key), "\(language): \(lines[note])")
            XCTAssertTrue(lines[note].contains("observable"), lines[note])
        }
    }
}
