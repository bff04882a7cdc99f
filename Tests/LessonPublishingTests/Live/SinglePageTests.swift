import LessonFixtures
import LessonKit
import LessonPublishing
import XCTest

/// One page of the site made alone is the page the whole site has (what `lessons serve` asks the
/// learner's rebuilt code for); an exercise's page made alone can show the verdict of the answer linked
/// in, which the site never does.
final class SinglePageTests: XCTestCase {
    func testALessonsPageMadeAloneIsTheSitesPage() throws {
        let lessons = try FixtureCatalogue()
        let exercises = try FixtureExercises(answers: .wrong)
        let builder = SiteBuilder(catalogue: lessons.catalogue, exercises: exercises.catalogue)
        let files = Dictionary(uniqueKeysWithValues: try builder.files())
        for path in ["ko/label-binder.html", "en/button-taps.html", "en/exercise-shout.html"] {
            let (page, language) = try XCTUnwrap(SitePage.lessonOrExercise(at: path))
            XCTAssertEqual(try builder.page(page, in: language), files[path], path)
        }
        XCTAssertNil(try builder.page(.lesson("nope"), in: .en))
        XCTAssertNil(try builder.page(.index, in: .en))
    }

    func testAnExercisesPageCheckedShowsTheVerdictOfTheAnswerLinkedIn() throws {
        let lessons = try FixtureCatalogue()
        // (Each fixture's folder lives as long as it does.)
        let wrongAnswers = try FixtureExercises(answers: .wrong)
        let wrong = SiteBuilder(catalogue: lessons.catalogue, exercises: wrongAnswers.catalogue)
        let failing = try XCTUnwrap(try wrong.page(.exercise("shout"), in: .en, checked: true))
        XCTAssertTrue(failing.contains("<section class=\"verdict\" id=\"verdict\">"), failing)
        XCTAssertTrue(failing.contains("<p class=\"bad\">✗ a scenario does not pass (below)</p>"), failing)
        // The report is the terminal's, with the known mistake's hint.
        XCTAssertTrue(failing.contains("Uppercase it with `uppercased()`"), failing)
        let rightAnswers = try FixtureExercises(answers: .right)
        let right = SiteBuilder(catalogue: lessons.catalogue, exercises: rightAnswers.catalogue)
        let passing = try XCTUnwrap(try right.page(.exercise("shout"), in: .ko, checked: true))
        XCTAssertTrue(passing.contains("<p class=\"ok\">✓ 모든 시나리오를 통과했습니다</p>"), passing)
    }

    func testAPagesPathNamesItsPageAndLanguage() {
        XCTAssertEqual(SitePage.lessonOrExercise(at: "ko/playground.html")?.page, .lesson("playground"))
        XCTAssertEqual(SitePage.lessonOrExercise(at: "ko/playground.html")?.language, .ko)
        XCTAssertEqual(SitePage.lessonOrExercise(at: "en/exercise-shout.html")?.page, .exercise("shout"))
        for path in [
            "index.html", "ko/index.html", "fr/binder.html", "ko/binder", "ko/../binder.html",
            "/ko/binder.html",
            "ko/sub/binder.html", "ko/.html", "ko/exercise-.html",
        ] where path != "ko/exercise-.html" {
            XCTAssertNil(SitePage.lessonOrExercise(at: path), path)
        }
        XCTAssertEqual(SitePage.lessonOrExercise(at: "ko/exercise-.html")?.page, .lesson("exercise-"))
    }
}
