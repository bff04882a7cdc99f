import Foundation
import LessonFixtures
import LessonKit
import LessonPublishing
import XCTest

/// The exercises on the site: a page per exercise in each language, with the task, the scenario's
/// diagram and marbles, the file to edit and the hints behind disclosures, never a solution; linked
/// from the index and from the lesson that teaches each. (XCTest: the lessons run on the main thread.)
final class ExercisePageTests: XCTestCase {
    func testEachExerciseHasAPageInEachLanguageListedOnTheIndex() throws {
        let files = try siteFiles()
        for language in ["en", "ko"] {
            for id in ["shout", "echo"] {
                XCTAssertNotNil(files["\(language)/exercise-\(id).html"], "\(language) \(id)")
            }
            let index = try XCTUnwrap(files["\(language)/index.html"])
            XCTAssertTrue(index.contains("<ol class=\"exercise-list\">"), language)
            XCTAssertTrue(index.contains("<a href=\"exercise-shout.html\">"), language)
        }
        XCTAssertTrue(files["index.html"]?.contains("<a href=\"ko/exercise-echo.html\">") == true)
    }

    func testAPageShowsTheTaskTheMarblesTheFileAndTheHintsButNoSolution() throws {
        let files = try siteFiles()
        let page = try XCTUnwrap(files["en/exercise-shout.html"])
        XCTAssertTrue(page.contains(">shout title</h1>"), page)
        XCTAssertTrue(page.contains("<svg"), "the scenario's diagram")
        XCTAssertTrue(page.contains("label.text  -a  (a = HI)"), page)
        XCTAssertTrue(page.contains("<p>edit: <code>Lessons/Exercises/Shout.swift</code></p>"), page)
        XCTAssertTrue(page.contains("swift run lessons exercise check shout"), page)
        XCTAssertEqual(page.components(separatedBy: "<details class=\"hint\">").count, 4, "three hints")
        XCTAssertFalse(page.contains("<details class=\"hint\" open"), "hints start closed")
        XCTAssertFalse(page.contains("let answer = 42"), "no solution")
        XCTAssertTrue(page.contains("href=\"label-binder.html\""), "the lesson it names is linked")
        let korean = try XCTUnwrap(files["ko/exercise-shout.html"])
        XCTAssertTrue(korean.contains("<html lang=\"ko\">"))
        XCTAssertTrue(korean.contains("<p>편집할 파일: <code>Lessons/Exercises/Shout.swift</code></p>"))
        XCTAssertTrue(korean.contains("swift run lessons exercise check shout --lang ko"))
        XCTAssertTrue(korean.contains("<summary>힌트 1</summary>"))
        XCTAssertTrue(korean.contains("href=\"../en/exercise-shout.html\""), "the page in the other language")
    }

    func testTheTeachingLessonLinksItsExercises() throws {
        let files = try siteFiles()
        let lesson = try XCTUnwrap(files["en/label-binder.html"])
        XCTAssertTrue(lesson.contains("<section class=\"practice\">"), lesson)
        XCTAssertTrue(lesson.contains("<a href=\"exercise-shout.html\">shout title</a>"))
        XCTAssertTrue(lesson.contains("<a href=\"exercise-echo.html\">echo title</a>"))
        XCTAssertFalse(files["en/button-taps.html"]?.contains("practice") == true)
    }

    /// The site of the fixture lessons and exercises, by path.
    private func siteFiles() throws -> [String: String] {
        let lessons = try FixtureCatalogue()
        let exercises = try FixtureExercises(answers: .wrong)
        return Dictionary(
            uniqueKeysWithValues: try SiteBuilder(
                catalogue: lessons.catalogue, exercises: exercises.catalogue
            )
            .files())
    }
}
