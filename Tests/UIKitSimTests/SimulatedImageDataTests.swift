import Foundation
import UIKitSim
import XCTest

/// `UIImage(data:)`: any bytes make an image (the sandbox decodes no pixels), no bytes do not.
final class SimulatedImageDataTests: XCTestCase {
    func testEmptyDataMakesNoImage() {
        XCTAssertNil(UIImage(data: Data()))
    }

    func testAnyBytesMakeAnImageDescribedByItsSize() throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D])
        let image = try XCTUnwrap(UIImage(data: bytes))
        XCTAssertEqual(image.description, "UIImage(data: 5 bytes)")
        XCTAssertEqual(image.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(PropertyChange.text(of: image), "UIImage(data: 5 bytes)")
    }

    func testImagesFromTheSameBytesAreEqual() {
        XCTAssertEqual(UIImage(data: Data([1, 2, 3])), UIImage(data: Data([1, 2, 3])))
        XCTAssertNotEqual(UIImage(data: Data([1, 2, 3])), UIImage(data: Data([3, 2, 1])))
        XCTAssertNotEqual(UIImage(data: Data([1, 2, 3])), UIImage(named: "a"))
        XCTAssertEqual(Set([UIImage(data: Data([1])), UIImage(data: Data([1]))]).count, 1)
    }
}
