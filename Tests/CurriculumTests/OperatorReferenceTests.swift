import Curriculum
import Foundation
import LessonKit
import Testing

/// The operator reference keeps its promise that `lessons run operators/<name>` shows any operator a
/// page draws: every operator named in a section heading of a family's page (`` ## `take(while:)` ``,
/// `` ## `of` and `from` ``) leads to a scene of that family.
@Suite("The operator reference's names")
struct OperatorReferenceTests {
    @Test(
        "every operator a heading names is found by 'lessons run operators/<name>'", arguments: ["en", "ko"])
    func everyHeadingLeadsToItsScene(language: String) throws {
        #expect(!catalogue.operatorFamilies.isEmpty)
        for family in catalogue.operatorFamilies {
            let text = try String(
                contentsOf: family.narrativeFolder.appendingPathComponent("\(language).md"), encoding: .utf8)
            let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }
            #expect(!headings.isEmpty, "\(family.id)/\(language).md has no section")
            for heading in headings {
                let names = heading.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                #expect(!names.isEmpty, "\(family.id)/\(language).md: \(heading) names no operator")
                for name in names {
                    let found = catalogue.operatorScene(named: name)
                    #expect(
                        found?.family.id == family.id,
                        "\(family.id)/\(language).md: 'lessons run operators/\(name)' finds \(found.map { "\($0.family.id) --scene \($0.scene)" } ?? "nothing")"
                    )
                }
            }
        }
    }
}
