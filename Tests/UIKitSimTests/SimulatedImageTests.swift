import Foundation
import UIKitSim
import XCTest

/// The simulated `UIImage` (a value named after its source), `UIImageView`, and the images of buttons
/// and segments.
final class SimulatedImageTests: XCTestCase {
    func testImagesAreEqualWhenMadeTheSameWayAndDescribeThemselves() {
        XCTAssertEqual(UIImage(named: "logo"), UIImage(named: "logo"))
        XCTAssertNotEqual(UIImage(named: "logo"), UIImage(named: "star"))
        XCTAssertNotEqual(UIImage(named: "star"), UIImage(systemName: "star"))
        XCTAssertEqual(UIImage(), UIImage())
        XCTAssertNil(UIImage(named: ""))
        XCTAssertEqual(UIImage(named: "logo")?.description, "UIImage(named: \"logo\")")
        XCTAssertEqual(UIImage(systemName: "star.fill")?.description, "UIImage(systemName: \"star.fill\")")
        XCTAssertEqual(UIImage().description, "UIImage()")
        XCTAssertEqual(UIImage().size, .zero)
        XCTAssertEqual(UIImage(systemName: "star")?.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(
            PropertyChange.text(of: UIImage(named: "logo")), "UIImage(named: \"logo\")")
    }

    func testAnImageViewTakesItsImagesSize() {
        let image = UIImage(named: "photo")
        let imageView = UIImageView(image: image, highlightedImage: UIImage(systemName: "photo"))
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(imageView.image, image)
        XCTAssertEqual(imageView.highlightedImage, UIImage(systemName: "photo"))
        XCTAssertFalse(imageView.isHighlighted)
        XCTAssertEqual(imageView.contentMode, .scaleToFill)
        XCTAssertNil(UIImageView().image)
    }

    func testAButtonsImagesFallBackToTheNormalState() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let star = UIImage(systemName: "star")
        let filled = UIImage(systemName: "star.fill")
        button.setImage(star, for: .normal)
        button.setImage(filled, for: .selected)
        button.setBackgroundImage(UIImage(named: "plate"), for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Go"), for: .normal)

        XCTAssertEqual(button.currentImage, star)
        XCTAssertEqual(button.image(for: .highlighted), star)
        button.isSelected = true
        XCTAssertEqual(button.currentImage, filled)
        XCTAssertEqual(button.currentBackgroundImage, UIImage(named: "plate"))
        XCTAssertEqual(button.attributedTitle(for: .selected), NSAttributedString(string: "Go"))
        XCTAssertEqual(button.currentAttributedTitle?.string, "Go")
    }

    func testAButtonTapSendsThePrimaryAction() {
        let button = UIButton()
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.simulateTap()
        XCTAssertEqual(log, ["tap", "primary"])
    }

    func testASegmentShowsATitleOrAnImageAndADisabledOneCannotBePicked() {
        let control = UISegmentedControl(items: ["a", UIImage(named: "b") as Any])
        XCTAssertEqual(control.titleForSegment(at: 0), "a")
        XCTAssertEqual(control.imageForSegment(at: 1), UIImage(named: "b"))
        XCTAssertNil(control.titleForSegment(at: 1))
        control.insertSegment(with: nil, at: 2, animated: false)
        XCTAssertEqual(control.numberOfSegments, 3)
        control.setImage(UIImage(named: "a"), forSegmentAt: 0)
        XCTAssertNil(control.titleForSegment(at: 0))

        XCTAssertTrue(control.isEnabledForSegment(at: 1))
        control.setEnabled(false, forSegmentAt: 1)
        XCTAssertFalse(control.isEnabledForSegment(at: 1))
        XCTAssertFalse(control.isEnabledForSegment(at: 7))
        var events = 0
        control.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        control.simulateSelectSegment(at: 1)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.simulateSelectSegment(at: 2)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(events, 1)
    }
}
