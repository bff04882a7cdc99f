import Foundation
import UIKitSim
import XCTest

/// `SimulatedObject.computedProperty(_:)` lists every computed property that reports its sets, so that
/// `rx.observe` can read it by name (reflection sees stored properties only).
final class ComputedPropertyTests: XCTestCase {
    func testEveryComputedPropertyThatReportsItsSetsIsListed() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/UIKitSim")
        let table = try String(
            contentsOf: folder.appendingPathComponent("Core/ComputedProperty.swift"), encoding: .utf8)
        var checked = 0
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            var className: String?  // the class or extension the line is in
            for (index, line) in lines.enumerated() {
                className = Self.className(line) ?? className
                guard let className, let name = Self.computedPropertyName(line), index + 1 < lines.count,
                    lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("get"),
                    lines.joined().contains("recordChange(\"\(name)\"")
                else { continue }
                checked += 1
                XCTAssertTrue(
                    table.contains("as \(className), \"\(name)\")"),
                    "\(className).\(name) reports its sets but is missing from computedProperty(_:)")
            }
        }
        XCTAssertGreaterThan(checked, 10, "the sources were read")
    }

    func testAComputedPropertyIsReadByItsName() {
        let label = UILabel()
        XCTAssertTrue(label.computedProperty("numberOfLines") == nil, "a stored property is not in the table")
        XCTAssertEqual(label.computedProperty("text").map { $0 as? String }, .some(nil))
        label.text = "hi"
        XCTAssertEqual(label.computedProperty("text").flatMap { $0 as? String }, "hi")
        let stepper = UIStepper()
        stepper.value = 3
        XCTAssertEqual(stepper.computedProperty("value").flatMap { $0 as? Double }, 3)
    }

    /// `UILabel` in `open class UILabel: UIView {` or in `extension UILabel {`, at the start of a line
    /// (a type declared at the top level of its file).
    private static func className(_ line: String) -> String? {
        guard
            let range = line.range(
                of: #"^((open|public|package|final) )*(class|extension) (\w+)"#, options: .regularExpression)
        else { return nil }
        return line[range].split(separator: " ").last.map(String.init)
    }

    /// `text` in `    open var text: String? {`, for a property whose body follows on the next lines.
    private static func computedPropertyName(_ line: String) -> String? {
        guard
            let range = line.range(
                of: #"^\s*(open|public) (override )?var \w+:.*\{$"#, options: .regularExpression)
        else { return nil }
        let words = line[range].split(separator: " ")
        return words.first { $0.hasSuffix(":") }.map { String($0.dropLast()) }
    }
}
