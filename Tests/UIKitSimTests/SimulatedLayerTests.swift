import UIKitSim
import XCTest

/// A view's layer: one per view, its sets recorded in the property-change log under the view.
final class SimulatedLayerTests: XCTestCase {
    func testALayersSetsAreRecordedUnderItsView() {
        let imageView = UIImageView()
        XCTAssertTrue(imageView.layer === imageView.layer)
        XCTAssertFalse(imageView.layer.masksToBounds)
        let recorder = ChangeRecorder()
        imageView.layer.cornerRadius = 20
        imageView.layer.masksToBounds = true
        imageView.layer.borderWidth = 1
        imageView.layer.borderColor = UIColor.gray.cgColor
        XCTAssertEqual(
            recorder.lines,
            [
                "layer.cornerRadius: 0.0 -> 20.0", "layer.masksToBounds: false -> true",
                "layer.borderWidth: 0.0 -> 1.0", "layer.borderColor: nil -> gray",
            ])
        XCTAssertEqual(recorder.changes.map(\.objectType), Array(repeating: "UIImageView", count: 4))
    }

    func testALayerOfNoViewRecordsItsSetsAsItsOwn() {
        let layer = CALayer()
        let recorder = ChangeRecorder()
        layer.masksToBounds = true
        XCTAssertEqual(recorder.lines, ["masksToBounds: false -> true"])
        XCTAssertEqual(recorder.changes.first?.objectType, "CALayer")
    }
}
