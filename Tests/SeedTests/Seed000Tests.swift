import RxSandbox
import RxTestSupport
import XCTest

@testable import Seed000

/// Seed 000 ("RxSwift - Custom Extension"), run in virtual time: each extension does what the seed
/// says it does.
final class Seed000Tests: RxTestCase {
    func testSegmentedValueSetsTheLabelsTextAndColorForEachSegment() {
        let screen = CustomExtensionViewController()
        let text = PropertyTimeline(screen.valueLabel, "text", scheduler: scheduler)
        let color = PropertyTimeline(screen.valueLabel, "textColor", scheduler: scheduler)
        scheduler.scheduleAt(100) { screen.bindColorPicker() }
        scheduler.scheduleAt(200) { screen.colorPicker.simulateSelectSegment(at: 1) }
        scheduler.scheduleAt(300) { screen.colorPicker.simulateSelectSegment(at: 2) }
        scheduler.scheduleAt(400) { screen.colorPicker.simulateSelectSegment(at: 0) }
        scheduler.start()
        // The control property starts with the current index (-1: no segment), hence "Unknown" first.
        XCTAssertEqual(text.lines, ["100: Unknown", "200: Green", "300: Blue", "400: Red"])
        XCTAssertEqual(color.lines, ["100: black", "200: green", "300: blue", "400: red"])
    }

    func testTheSlidersValueColorsTheBackground() {
        let screen = CustomExtensionViewController()
        let background = PropertyTimeline(screen.view, "backgroundColor", scheduler: scheduler)
        scheduler.scheduleAt(100) { screen.bindSliderValue() }
        scheduler.scheduleAt(200) { screen.whiteSlider.simulateDrag(to: 1) }
        scheduler.scheduleAt(300) { screen.whiteSlider.simulateDrag(to: 0) }
        scheduler.start()
        XCTAssertEqual(background.lines, ["100: black", "200: white", "300: black"])
    }

    func testTheColorPropertyReadsAndWritesTheSlider() {
        let screen = CustomExtensionViewController()
        let background = PropertyTimeline(screen.view, "backgroundColor", scheduler: scheduler)
        let slider = PropertyTimeline(screen.whiteSlider, "value", scheduler: scheduler)
        scheduler.scheduleAt(100) { screen.bindSliderColor() }
        scheduler.scheduleAt(200) { screen.whiteSlider.simulateDrag(to: 0.25) }
        scheduler.scheduleAt(300) { screen.resetButton.simulateTap() }
        scheduler.start()
        // The reset sets both the background and, through the color property's setter, the slider;
        // that programmatic set is not reported back, so the background is set once at 300.
        XCTAssertEqual(
            background.lines, ["100: black", "200: rgba(0.25, 0.25, 0.25, 1)", "300: gray"])
        XCTAssertEqual(slider.lines, ["200: 0.25", "300: 0.5"])
    }

    func testTheCustomEditingEventsFireOnlyForTheirEvent() {
        let field = UITextField()
        var log: [String] = []
        let bag = DisposeBag()
        field.rx.editingDidBegin.subscribe(onNext: { log.append("began") }).disposed(by: bag)
        field.rx.editingDidEnd.subscribe(onNext: { log.append("ended") }).disposed(by: bag)
        field.simulateTyping("hi")
        field.resignFirstResponder()
        XCTAssertEqual(log, ["began", "ended"])
    }

    func testTheBorderTurnsGrayWhenEditingEnds() {
        let screen = BinderViewController()
        let border = PropertyTimeline(screen.inputField, "layer.borderColor", scheduler: scheduler)
        scheduler.scheduleAt(100) { screen.bindBorderColor() }
        scheduler.scheduleAt(200) { screen.inputField.simulateTyping("a") }
        scheduler.scheduleAt(300) { screen.inputField.resignFirstResponder() }
        scheduler.start()
        XCTAssertEqual(border.lines, ["300: gray"])
    }

    func testSeed004sSegementedValueBinderWorksLikeSeed000s() {
        let screen = BinderViewController()
        let text = PropertyTimeline(screen.valueLabel, "text", scheduler: scheduler)
        scheduler.scheduleAt(100) { screen.bindColorPicker() }
        scheduler.scheduleAt(200) { screen.colorPicker.simulateSelectSegment(at: 2) }
        scheduler.start()
        XCTAssertEqual(text.lines, ["100: Unknown", "200: Blue"])
    }

    func testTheLocationProxyDeliversUpdatesAndForwardsToTheExistingDelegate() {
        let screen = CustomExtensionViewController()
        let delegate = DelegateProxyViewController()
        screen.locationManager.delegate = delegate
        let seoul = CLLocation(latitude: 37.5665, longitude: 126.978)
        let updates = scheduler.createObserver([CLLocation].self)
        scheduler.scheduleAt(100) {
            screen.startLocationUpdates()
            screen.locationManager.rx.didUpdateLocations.subscribe(updates).disposed(by: screen.bag)
        }
        scheduler.scheduleAt(200) { screen.locationManager.simulateLocationUpdate([seoul]) }
        scheduler.start()
        XCTAssertEqual(updates.events, [.next(200, [seoul])])
        // The proxy took the place of the delegate that was set, and passes every call on to it.
        XCTAssertTrue(screen.locationManager.delegate is RxCLLocationManagerDelegateProxy)
        XCTAssertEqual(delegate.receivedLocations, [[seoul]])
    }
}
