import Foundation
import Marbles
import RxVirtualTime
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class SvgRendererTests: XCTestCase {
    private func document(_ name: String, _ timeline: MarbleTimeline) -> String {
        SvgMarbleRenderer().render(
            timeline, title: "Marble diagram: \(name)", description: "The golden timeline \(name).",
            idPrefix: name)
    }

    func testEveryGoldenDocumentMatchesItsFile() {
        for golden in GoldenTimelines.all {
            assertMatchesGoldenFile(document(golden.name, golden.timeline), named: golden.name + ".svg")
        }
    }

    func testEveryDocumentIsWellFormedXMLWithUniqueIdsAndItsAccessibleName() throws {
        for golden in GoldenTimelines.all {
            let svg = document(golden.name, golden.timeline)
            let parsed = try XCTUnwrap(ParsedXML(svg), "\(golden.name) is not well-formed XML")
            let root = try XCTUnwrap(parsed.elements.first)
            XCTAssertEqual(root.name, "svg")
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" "), golden.name)
            XCTAssertEqual(root.attributes["role"], "img")
            XCTAssertNotNil(root.attributes["viewBox"])
            XCTAssertNotNil(root.attributes["width"])
            XCTAssertNotNil(root.attributes["height"])
            let ids = parsed.elements.compactMap { $0.attributes["id"] }
            XCTAssertEqual(ids.count, Set(ids).count, "\(golden.name): duplicate ids \(ids)")
            XCTAssertTrue(ids.allSatisfy { $0.hasPrefix(golden.name) }, "\(golden.name): \(ids)")
            let labelledBy = (root.attributes["aria-labelledby"] ?? "").split(separator: " ").map(String.init)
            XCTAssertEqual(labelledBy, ["\(golden.name)-title", "\(golden.name)-desc"])
            let title = parsed.elements.first { $0.attributes["id"] == "\(golden.name)-title" }
            XCTAssertEqual(title?.name, "title")
            XCTAssertEqual(title?.text, "Marble diagram: \(golden.name)")
        }
    }

    func testTheOnlyURLIsTheSVGNamespace() {
        for golden in GoldenTimelines.all {
            let svg = document(golden.name, golden.timeline)
            XCTAssertEqual(svg.components(separatedBy: "http").count, 2, golden.name)
            XCTAssertTrue(svg.contains("xmlns=\"http://www.w3.org/2000/svg\""), golden.name)
            XCTAssertFalse(svg.contains("<script"), golden.name)
            XCTAssertFalse(svg.contains("@import"), golden.name)
            XCTAssertFalse(svg.contains("href"), golden.name)
        }
    }

    func testHostileTextIsEscapedAndComesBackIntactFromAParser() throws {
        let timeline = GoldenTimelines.xmlEscaping
        let svg = SvgMarbleRenderer().render(
            timeline, title: "<title> & \"quotes\" 'too'", description: "line one\nline two\u{1}",
            idPrefix: "x\"><y")
        XCTAssertFalse(svg.contains("<script>"))
        XCTAssertTrue(svg.contains("&lt;script&gt;"))
        let parsed = try XCTUnwrap(ParsedXML(svg))
        let texts = parsed.elements.map(\.text)
        XCTAssertTrue(texts.contains("<title> & \"quotes\" 'too'"), "\(texts)")
        XCTAssertTrue(texts.contains("line one\nline two\\u{1}"), "\(texts)")
        XCTAssertTrue(texts.contains("<script>"), "\(texts)")
        XCTAssertTrue(texts.contains("<b>&amp;"), "\(texts)")
        XCTAssertEqual(parsed.elements.first?.attributes["id"], "x---y")
    }

    func testEveryEventIsAGroupWithItsTimeKindAndATextLabel() throws {
        let svg = document("subscriptions", GoldenTimelines.subscriptions)
        let parsed = try XCTUnwrap(ParsedXML(svg))
        let events = parsed.elements.filter { ($0.attributes["class"] ?? "").hasPrefix("event ") }
        let expected = GoldenTimelines.subscriptions.streams.flatMap(\.events)
        XCTAssertEqual(events.count, expected.count)
        XCTAssertEqual(
            events.compactMap { $0.attributes["data-time"] }.sorted(),
            expected.map { String($0.time) }.sorted())
        let kinds = events.map { String(($0.attributes["class"] ?? "").split(separator: " ")[1]) }
        XCTAssertEqual(Set(kinds), ["next", "completed"])
        let marks = parsed.elements.filter {
            ["subscribe", "unsubscribe"].contains($0.attributes["class"] ?? "")
        }
        XCTAssertEqual(marks.count, 7)
        XCTAssertTrue(marks.allSatisfy { $0.attributes["data-time"] != nil })
        XCTAssertTrue(svg.contains("<title>result at 210: b</title>"))
    }

    func testTheSameLabelHasTheSameColourClassEverywhere() throws {
        let parsed = try XCTUnwrap(ParsedXML(document("subscriptions", GoldenTimelines.subscriptions)))
        let classesOfB = Set(
            parsed.elements.filter { $0.attributes["class"]?.hasPrefix("event next") == true }
                .filter { $0.children.contains { $0.name == "title" && $0.text.hasSuffix(": b") } }
                .compactMap { $0.attributes["class"] })
        XCTAssertEqual(classesOfB.count, 1, "\(classesOfB)")
    }

    func testTheStyleSheetHasADarkVariantAndIsScopedToTheDiagram() {
        let svg = document("error", GoldenTimelines.error)
        XCTAssertTrue(svg.contains("@media (prefers-color-scheme: dark)"))
        XCTAssertTrue(svg.contains("--fg:"))
        let style = svg.components(separatedBy: "<style>")[1].components(separatedBy: "</style>")[0]
        for line in style.split(separator: "\n") where line.contains("{") && !line.contains("@media") {
            XCTAssertTrue(line.trimmingCharacters(in: .whitespaces).hasPrefix("#error"), String(line))
        }
    }
}

/// The elements of an XML document, in document order, as Foundation's parser reports them; `nil` when
/// the document is not well-formed.
private struct ParsedXML {
    final class Element {
        let name: String
        let attributes: [String: String]
        var text = ""
        var children: [Element] = []

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Element] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let element = Element(name: name, attributes: attributes)
            open.last?.children.append(element)
            elements.append(element)
            open.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            open.last?.text += string
        }
    }

    let elements: [Element]

    init?(_ document: String) {
        let parser = XMLParser(data: Data(document.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { return nil }
        elements = collector.elements
    }
}
