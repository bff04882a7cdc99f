import Foundation
import UIKitSim
import XCTest

/// A label's font and alignment, recorded in the property-change log, and the attributes of a styled
/// text (`NSAttributedString.Key`, `NSUnderlineStyle`).
final class SimulatedTextStyleTests: XCTestCase {
    func testALabelsFontAndAlignmentAreRecorded() {
        let label = UILabel()
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
        XCTAssertEqual(label.textAlignment, .natural)
        let recorder = ChangeRecorder()
        label.font = .preferredFont(forTextStyle: .headline)
        label.textAlignment = .center
        label.font = nil
        XCTAssertEqual(
            recorder.lines,
            [
                "font: system 17 -> headline (system semibold 17)",
                "textAlignment: natural -> center",
                "font: headline (system semibold 17) -> system 17",
            ])
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
    }

    func testAlignmentsHaveIOSRawValues() {
        XCTAssertEqual(
            [NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue), [0, 1, 2, 3, 4])
    }

    func testAStyledTextCarriesUIKitsAttributes() {
        let text = NSAttributedString(
            string: "1",
            attributes: [
                .foregroundColor: UIColor.cyan, .backgroundColor: UIColor.black,
                .font: UIFont.boldSystemFont(ofSize: 20), .underlineStyle: NSUnderlineStyle.double.rawValue,
            ])
        let attributes = text.attributes(at: 0, effectiveRange: nil)
        XCTAssertEqual(attributes[.foregroundColor] as? UIColor, .cyan)
        XCTAssertEqual(attributes[.backgroundColor] as? UIColor, .black)
        XCTAssertEqual(attributes[.font] as? UIFont, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(attributes[.underlineStyle] as? Int, 9)
        XCTAssertEqual(
            [NSAttributedString.Key.foregroundColor, .backgroundColor, .font, .underlineStyle].map(
                \.rawValue),
            ["NSColor", "NSBackgroundColor", "NSFont", "NSUnderline"])
    }

    func testUnderlineStylesCombine() {
        let style: NSUnderlineStyle = [.single, .patternDash, .byWord]
        XCTAssertEqual(style.rawValue, 0x8201)
        XCTAssertTrue(NSUnderlineStyle.double.contains(.single))
        XCTAssertFalse(NSUnderlineStyle.thick.contains(.single))
    }

    func testALabelsStyledTextIsRecordedAsItsDescription() {
        let label = UILabel()
        let recorder = ChangeRecorder()
        let text = NSAttributedString(string: "1", attributes: [.foregroundColor: UIColor.cyan])
        label.attributedText = text
        // Foundation's description of an attributed string: its characters, then each run's attributes.
        let line = recorder.lines.first ?? ""
        XCTAssertTrue(line.hasPrefix("attributedText: nil -> 1{"), line)
        XCTAssertTrue(line.contains("NSColor = cyan;"), line)
    }
}
