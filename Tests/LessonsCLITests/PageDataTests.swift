import Foundation
import LessonFixtures
import XCTest

/// A value a page shows in its property table (in each frame of it) reads back as the value the scene
/// recorded, whatever the value holds — every plane's edges, controls, noncharacters — its entities
/// decoded and a character a page can't hold written as Swift writes it (`\u{7F}`). (XCTest: the
/// lessons bind UI, which runs on the main thread.)
final class PageDataTests: XCTestCase {
    /// The first code point and the last three of every plane, the C0 and C1 controls, DEL, the line
    /// and paragraph separators, the noncharacters U+FDD0–U+FDEF, and the code points around them.
    private static let edges: String = {
        var values: [UInt32] = Array(0x01...0x20) + Array(0x7E...0xA0)
        values += [0x2028, 0x2029, 0xD7FF, 0xE000, 0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0, 0xFFFD, 0xFFFE, 0xFFFF]
        for plane in UInt32(1)...16 {
            values += [plane << 16, (plane << 16) | 0xFFFD, (plane << 16) | 0xFFFE, (plane << 16) | 0xFFFF]
        }
        return String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
    }()

    func testEveryShownValueReadsBackAsTheRecordedValue() throws {
        let fixture = try FixtureCatalogue(value: Self.edges)
        let page = fixture.folder.appendingPathComponent("edges.html")
        let outcome = try lessons(
            "run", "label-binder", "--html", page.path, catalogue: fixture.catalogue)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertFalse(
            html.unicodeScalars.contains { scalar in
                let value = scalar.value
                return (value < 0x20 && ![0x09, 0x0A, 0x0D].contains(value)) || (0x7F...0x9F).contains(value)
                    || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
            }, "no control or noncharacter is written as it is")
        let decoded = Self.frames(in: html).map(Self.decode)
        XCTAssertTrue(decoded.contains(Self.edges), "the value is read back exactly")
    }

    /// The text of every frame of the property table's value cells (`<span data-frame="…">…</span>`).
    private static func frames(in html: String) -> [String] {
        html.components(separatedBy: "<td class=\"value\">").dropFirst().flatMap { cell in
            cell.components(separatedBy: "</td>")[0]
                .components(separatedBy: "<span data-frame=\"").dropFirst().map { frame in
                    String(frame.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
                }
        }
    }

    /// `text` with the entities the pages write decoded, then the Swift escapes (`\u{7F}`).
    private static func decode(_ text: String) -> String {
        var result = ""
        let unescaped = entities(text)
        var rest = Substring(unescaped)
        while let start = rest.range(of: "\\u{"), let end = rest[start.upperBound...].firstIndex(of: "}"),
            let value = UInt32(rest[start.upperBound..<end], radix: 16), let scalar = Unicode.Scalar(value)
        {
            result += rest[..<start.lowerBound]
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// `text` with its named entities and `&#x…;` decoded.
    private static func entities(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            let named = ["quot": "\"", "apos": "'", "lt": "<", "gt": ">", "amp": "&"]
            if let character = named[String(name)] {
                result += character
            } else if name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
