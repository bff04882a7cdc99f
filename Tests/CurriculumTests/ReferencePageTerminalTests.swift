import Curriculum
import LessonKit
import LessonPublishing
import Testing

/// Every reference page of the catalogue reads in the terminal (`lessons run <page>`), in both
/// languages, with each of its diagrams drawn as a lesson's are.
@Suite("The reference pages in the terminal")
struct ReferencePageTerminalTests {
    @Test("every page renders in both languages, every {{marbles}} drawn with its ruler")
    func everyPage() throws {
        #expect(!catalogue.pages.isEmpty)
        for page in catalogue.pages {
            let narrative = try Narrative(page: page)
            for language in Language.allCases {
                let text = LessonTextReport(language: language, useColor: false)
                    .render(page: page, narrative: narrative)
                #expect(text.hasPrefix("lessons run \(page.id)\n\n"))
                #expect(text.contains(page.title[language]), "page \(page.id) shows its title in \(language)")
                #expect(!text.contains("{{"), "page \(page.id) (\(language)) shows a directive unresolved")
                let diagrams = narrative.document(in: language).directives.filter { $0.name == "marbles" }
                let rulers = text.split(separator: "\n").filter {
                    $0.hasPrefix("  " + (language == .ko ? "시간 " : "time "))
                }
                #expect(
                    rulers.count >= diagrams.count,
                    "page \(page.id) (\(language)): \(diagrams.count) diagrams, \(rulers.count) drawn")
            }
        }
    }
}
