import RxSandbox
import RxTestSupport
import XCTest

@testable import Seed001

/// Seed 001 ("Extension Reactive"), run in virtual time.
final class Seed001Tests: RxTestCase {
    func testTheButtonsTapsReachTheViewModel() {
        let screen = ReactiveExtensionViewController()
        let taps = scheduler.createObserver(Void.self)
        scheduler.scheduleAt(100) {
            screen.bindButton()
            screen.input.buttonTapped.subscribe(taps).disposed(by: screen.bag)
        }
        scheduler.scheduleAt(200) { screen.button.simulateTap() }
        scheduler.scheduleAt(300) { screen.button.simulateTap() }
        scheduler.start()
        XCTAssertEqual(taps.events.map(\.time), [200, 300])
    }

    func testAnOptionalTextBindsToTheBuiltInTextProperty() {
        let screen = ReactiveExtensionViewController()
        let text = PropertyTimeline(screen.textField, "text", scheduler: scheduler)
        scheduler.scheduleAt(100) { screen.bindSomeText() }
        scheduler.scheduleAt(200) { screen.someText.accept(nil) }
        scheduler.start()
        // A nil text reads back as "" from a text field, as in UIKit.
        XCTAssertEqual(text.lines, ["100: some text", "200: "])
    }

    func testAStringBindsThroughTheCustomTextBinder() {
        let screen = ReactiveExtensionViewController()
        let text = PropertyTimeline(screen.textField, "text", scheduler: scheduler)
        scheduler.scheduleAt(100) { screen.bindText() }
        scheduler.scheduleAt(200) { screen.text.accept("more") }
        scheduler.start()
        XCTAssertEqual(text.lines, ["100: text", "200: more"])
        // The custom binder (`Binder<String>`) is chosen for a `String` sequence, not the built-in
        // `ControlProperty<String?>`: the exact element type wins.
        let binder: Binder<String> = screen.textField.rx.text
        XCTAssertNotNil(binder)
    }

    func testCurrentPageFollowsTheSwipesWithoutRepeats() {
        let screen = ReactiveExtensionViewController()
        let pages = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) {
            screen.bindCurrentPage()
            screen.input.currentIndex.subscribe(pages).disposed(by: screen.bag)
        }
        scheduler.scheduleAt(200) { screen.scrollView.simulateSwipe(toPage: 1) }
        scheduler.scheduleAt(300) { screen.scrollView.simulateSwipe(toPage: 1) }
        scheduler.scheduleAt(400) { screen.scrollView.simulateSwipe(toPage: 2) }
        scheduler.scheduleAt(500) { screen.scrollView.simulateSwipe(toPage: 0) }
        scheduler.start()
        XCTAssertEqual(pages.events, [.next(100, 0), .next(200, 1), .next(400, 2), .next(500, 0)])
    }
}
