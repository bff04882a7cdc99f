import Curriculum
import Foundation
import LessonKit
import LessonPublishing
import XCTest

/// A learner can go from any page of the real site to the next one: each lesson page links the lessons
/// before and after it, the indexes link every page, and every mention of another lesson in a
/// narrative is a link. (XCTest: making the site runs the lessons, which bind UI on the main thread.)
final class NavigationTests: XCTestCase {
    private static let ids = catalogue.lessons.map(\.id) + catalogue.pages.map(\.id)

    func testEveryLessonPageLinksItsNeighboursAndEveryIndexEveryPage() throws {
        let files = Dictionary(uniqueKeysWithValues: try SiteBuilder(catalogue: catalogue).files())
        let lessons = catalogue.lessons
        for language in Language.allCases {
            let folder = language.rawValue
            for (index, lesson) in lessons.enumerated() {
                let page = try XCTUnwrap(files["\(folder)/\(lesson.id).html"])
                let previous = index > 0 ? lessons[index - 1] : nil
                let next = index + 1 < lessons.count ? lessons[index + 1] : nil
                for (rel, neighbour) in [("prev", previous), ("next", next)] {
                    if let neighbour {
                        XCTAssertTrue(
                            page.contains("<a rel=\"\(rel)\" href=\"\(neighbour.id).html\">"),
                            "\(folder)/\(lesson.id): rel=\(rel)")
                        XCTAssertTrue(
                            page.contains(
                                "<span class=\"pager-title\">\(escape(neighbour.title[language]))</span>"),
                            "\(folder)/\(lesson.id): the title of \(neighbour.id)")
                    } else {
                        XCTAssertFalse(page.contains("rel=\"\(rel)\""), "\(folder)/\(lesson.id): rel=\(rel)")
                    }
                }
            }
            let index = try XCTUnwrap(files["\(folder)/index.html"])
            let root = try XCTUnwrap(files["index.html"])
            for id in Self.ids {
                XCTAssertTrue(
                    index.contains("<a href=\"\(id).html\">"), "\(folder)/index.html does not link \(id)")
                XCTAssertTrue(
                    root.contains("<a href=\"\(folder)/\(id).html\">"), "index.html does not link \(id)")
            }
        }
    }

    func testEveryMentionOfAnotherPageIsALink() throws {
        let files = Dictionary(uniqueKeysWithValues: try SiteBuilder(catalogue: catalogue).files())
        var links = 0
        for (path, page) in files where path.hasSuffix(".html") && !path.hasSuffix("index.html") {
            let own = (path as NSString).lastPathComponent.replacingOccurrences(of: ".html", with: "")
            for id in Self.ids where id != own {
                let spans = page.components(separatedBy: "<code>\(id)</code>").count - 1
                let linked =
                    page.components(separatedBy: "<a href=\"\(id).html\"><code>\(id)</code></a>").count - 1
                XCTAssertEqual(linked, spans, "\(path): `\(id)` is not a link")
                links += linked
            }
        }
        XCTAssertGreaterThanOrEqual(links, 30, "the narratives name other lessons in both languages")
    }

    /// What the code-span links can't catch: a narrative that names a lesson in plain text, or names a
    /// lesson that does not exist (`the `bind-vs-driver` lesson`).
    func testNarrativesNameOtherPagesInCodeSpansByTheirIds() throws {
        let mention = try NSRegularExpression(pattern: "`([^`\\s]+)`\\s+(lesson|레슨|page|페이지)")
        for page in catalogue.lessons.map(\.narrativeFolder) + catalogue.pages.compactMap(\.narrativeFolder) {
            for language in Language.allCases {
                let file = page.appendingPathComponent("\(language.rawValue).md")
                let text = try String(contentsOf: file, encoding: .utf8)
                let name = "\(page.lastPathComponent)/\(language.rawValue).md"
                let whole = NSRange(text.startIndex..., in: text)
                for match in mention.matches(in: text, range: whole) {
                    let id = (text as NSString).substring(with: match.range(at: 1))
                    XCTAssertTrue(Self.ids.contains(id), "\(name) names a lesson `\(id)` that does not exist")
                }
                let prose = Self.prose(of: text)
                for id in Self.ids where id.contains("-") && prose.contains(id) {
                    XCTFail("\(name) names `\(id)` in plain text: write it as a code span, which links")
                }
            }
        }
    }

    /// `markdown` without its fenced code blocks, directive lines and code spans.
    private static func prose(of markdown: String) -> String {
        var fenced = false
        var lines: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                fenced.toggle()
            } else if !fenced && !line.hasPrefix("{{") {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n").split(separator: "`", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "'", with: "&apos;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
