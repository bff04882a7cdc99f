import Foundation
import LessonFixtures
import XCTest

/// What a page embeds as JSON (the time scrubber's `data-changes`, the simulated screen's
/// `data-tracks`) is JSON a real parser reads back as the value the scene recorded, whatever the
/// value holds: every plane's edges, controls, noncharacters. (XCTest: the lessons bind UI, which runs
/// on the main thread.)
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

    func testEveryEmbeddedJSONReadsBackAsTheRecordedValue() throws {
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
        var decoded: [String] = []
        for attribute in ["data-changes", "data-tracks"] {
            for json in Self.values(of: attribute, in: html) {
                let value = try JSONSerialization.jsonObject(
                    with: Data(json.utf8), options: .fragmentsAllowed)
                decoded += Self.strings(in: value)
            }
        }
        XCTAssertTrue(decoded.contains(Self.edges), "the value is read back exactly")
    }

    /// The values of every `name="…"` attribute of `html`, their entities decoded.
    private static func values(of name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().map { rest in
            String(rest.prefix { $0 != "\"" })
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// Every string in a decoded JSON value.
    private static func strings(in value: Any) -> [String] {
        switch value {
        case let string as String: return [string]
        case let array as [Any]: return array.flatMap(strings)
        case let object as [String: Any]: return object.values.flatMap(strings)
        default: return []
        }
    }
}
