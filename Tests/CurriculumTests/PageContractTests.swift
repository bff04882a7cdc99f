import Curriculum
import Foundation
import XCTest

@testable import LessonPublishing

/// The page contract holds both ways: every `data-` attribute, event and class the pages' scripts and
/// the browser check's probe use is declared in `PageContract`, and every name declared there is
/// written by the site's pages (or, for what a script sets, set by a script and drawn by a style
/// sheet). (XCTest: lessons bind UI, which runs on the main thread.)
final class PageContractTests: XCTestCase {
    /// The repository's folder.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each script the pages run, and the probe, by its path.
    private func scripts() throws -> [(path: String, text: String)] {
        let assets = "Sources/LessonPublishing/Assets"
        let names = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent(assets).path
        ).filter { $0.hasSuffix(".js") }.sorted()
        XCTAssertFalse(names.isEmpty)
        return try (names.map { "\(assets)/\($0)" } + ["Scripts/check-site/probe.js"]).map { path in
            (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// Every match of `pattern`'s first group in `text`.
    private func matches(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The classes a script finds elements by (in the selectors it queries, in `classList.contains`)
    /// and the ones it sets (`classList.toggle`/`add`, a made element's `class`).
    private func classes(in script: String) throws -> (found: Set<String>, set: Set<String>) {
        let selectors =
            try matches(#"(?:querySelector|querySelectorAll|closest|matches)\("([^"]*)"\)"#, in: script)
            + matches(#"(?:querySelector|querySelectorAll)\('([^']*)'"#, in: script)
        var found = Set(try selectors.flatMap { try matches(#"\.([A-Za-z][\w-]*)"#, in: $0) })
        found.formUnion(try matches(#"classList\.contains\("([\w-]+)"\)"#, in: script))
        let set = Set(
            try matches(#"classList\.(?:toggle|add)\("([\w-]+)""#, in: script)
                + matches(#"setAttribute\("class", "([\w-]+)"\)"#, in: script)
                + matches(#"className = "([\w-]+)""#, in: script))
        return (found, set)
    }

    func testEveryNameAScriptUsesIsDeclared() throws {
        let attributes = Set(PageContract.attributes + PageContract.scriptAttributes)
        let classes = Set(PageContract.classes + PageContract.scriptClasses + PageContract.liveClasses)
        for script in try scripts() {
            for attribute in try matches(#"(data-[a-z]+(?:-[a-z]+)*)"#, in: script.text) {
                XCTAssertTrue(attributes.contains(attribute), "\(script.path) uses \(attribute)")
            }
            for event in try matches(#""(rxsandbox:[a-z]+)""#, in: script.text) {
                XCTAssertTrue(PageContract.events.contains(event), "\(script.path) uses \(event)")
            }
            let used = try self.classes(in: script.text)
            for name in used.found.union(used.set) {
                XCTAssertTrue(classes.contains(name), "\(script.path) uses the class \(name)")
            }
        }
    }

    func testEveryDeclaredNameIsWrittenUsedAndDrawn() throws {
        let pages = try SiteBuilder(catalogue: catalogue).files().filter { $0.path.hasSuffix(".html") }
        var written = Set<String>()
        var attributes = Set<String>()
        for page in pages {
            for list in try matches(#"class="([^"]*)""#, in: page.contents) {
                written.formUnion(list.split(separator: " ").map(String.init))
            }
            attributes.formUnion(try matches(#" (data-[a-z-]+)="#, in: page.contents))
        }
        for name in PageContract.classes {
            XCTAssertTrue(written.contains(name), "no page writes the class \(name)")
        }
        for attribute in PageContract.attributes {
            XCTAssertTrue(attributes.contains(attribute), "no page writes \(attribute)")
        }
        let scripts = try scripts()
        let everything = scripts.map(\.text).joined(separator: "\n")
        let set = try scripts.reduce(into: Set<String>()) { $0.formUnion(try classes(in: $1.text).set) }
        // The site's style sheets, and each diagram's own (inside its SVG).
        let css = HTMLPage.css + pages.map(\.contents).joined()
        for name in PageContract.scriptClasses {
            XCTAssertTrue(set.contains(name), "no script sets the class \(name)")
            XCTAssertTrue(css.contains(".\(name)"), "no style sheet draws the class \(name)")
        }
        // The live editors' classes: each made by the live script and drawn by its style sheet.
        for name in PageContract.liveClasses {
            XCTAssertTrue(PageAssets.liveScript.contains("\"\(name)"), "the live script makes no \(name)")
            XCTAssertTrue(PageAssets.liveStyle.contains(".\(name)"), "live.css draws no \(name)")
        }
        let read = Set(PageContract.names.map(\.value))
        for name in PageContract.attributes + PageContract.scriptAttributes + PageContract.events {
            XCTAssertTrue(
                everything.contains("\"\(name)\"") || read.contains(name), "no script or check uses \(name)")
        }
    }
}
