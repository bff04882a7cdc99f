import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// The initializers and members RxCocoa's own test files use on these classes, used the same way:
/// alert actions made with no arguments, key-path binders of plain properties, layout constraints.
final class RxCocoaTestsSurfaceRxTests: RxTestCase {
    func testAnAlertActionMadeWithNoArgumentsBindsIsEnabled() {
        let action = UIAlertAction()
        XCTAssertNil(action.title)
        XCTAssertEqual(action.style, .default)
        Observable.just(false).subscribe(action.rx.isEnabled).dispose()
        XCTAssertFalse(action.isEnabled)
    }

    func testPlainPropertiesBindThroughKeyPaths() {
        let stepper = UIStepper()
        Observable.just(0.42).bind(to: stepper.rx.stepValue).dispose()
        XCTAssertEqual(stepper.stepValue, 0.42)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        Observable.just(true).subscribe(control.rx.isHighlighted).dispose()
        XCTAssertTrue(control.isHighlighted)
        let scrollView = UIScrollView(frame: .zero)
        Observable.just(false).bind(to: scrollView.rx.isScrollEnabled).dispose()
        XCTAssertFalse(scrollView.isScrollEnabled)
        let view = UIView(frame: .zero)
        Observable.just(true).subscribe(view.rx.isHidden).dispose()
        XCTAssertTrue(view.isHidden)
    }

    func testTheOtherControlsRxCocoaTestsMake() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let indicator = UIActivityIndicatorView()
        let progressView = UIProgressView()
        let label = UILabel()
        XCTAssertNil(label.attributedText)
        Observable.just(true).bind(to: indicator.rx.isAnimating).dispose()
        Observable.just(Float(1)).bind(to: progressView.rx.progress).dispose()
        Observable.just(Float(0.5)).bind(to: slider.rx.value).dispose()
        Observable.just(true).bind(to: toggle.rx.isOn).dispose()
        XCTAssertTrue(indicator.isAnimating)
        XCTAssertEqual(progressView.progress, 1)
        XCTAssertEqual(slider.value, 0.5)
        XCTAssertTrue(toggle.isOn)
    }

    func testLayoutConstraintConstantAndActivityBindThroughKeyPaths() {
        let parent = UIView(frame: .zero)
        let first = UIView(frame: .zero)
        let second = UIView(frame: .zero)
        parent.addSubview(first)
        parent.addSubview(second)
        let constraint = NSLayoutConstraint(
            item: first, attribute: .top, relatedBy: .equal, toItem: second, attribute: .top, multiplier: 0.5,
            constant: 0.5)
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(constraint.priority, .required)
        XCTAssertTrue(constraint.firstItem === first)
        let timeline = UITimeline(scheduler, properties: ["constant", "isActive"])
        Observable.just(1.0).subscribe(constraint.rx.constant).dispose()
        Observable.just(true).subscribe(constraint.rx.isActive).dispose()
        NSLayoutConstraint.deactivate([constraint])
        XCTAssertEqual(constraint.constant, 1)
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(timeline.entries, ["0 constant: 1.0", "0 isActive: true", "0 isActive: false"])
    }
}
