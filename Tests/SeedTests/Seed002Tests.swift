import RxSandbox
import RxTestSupport
import XCTest

@testable import Seed002

/// Seed 002 ("Writing custom extensions"), run in virtual time.
final class Seed002Tests: RxTestCase {
    func testReactiveCompatibleGivesAnyClassTheRxNamespace() {
        let res = scheduler.start { SomeClass().rx.someObservable() }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testTheLoginFieldAsObservableAndAsObserver() {
        let screen = LoginViewController()
        let relay = scheduler.createObserver(String.self)
        let field = PropertyTimeline(screen.loginField, "text", scheduler: scheduler)
        scheduler.scheduleAt(100) {
            screen.bindAsObservable()
            screen.viewModel.loginRelay.subscribe(relay).disposed(by: screen.disposeBag)
        }
        scheduler.scheduleAt(200) { screen.loginField.simulateTyping("ab") }
        scheduler.start()
        // Typing sends `editingDidBegin` (the text is still empty), then one change per character.
        XCTAssertEqual(relay.events, [.next(100, ""), .next(200, ""), .next(200, "a"), .next(200, "ab")])
        XCTAssertEqual(field.lines, ["200: a", "200: ab"])
    }

    func testTheViewModelDrivesTheField() {
        let screen = LoginViewController()
        let field = PropertyTimeline(screen.loginField, "text", scheduler: scheduler)
        scheduler.scheduleAt(100) { screen.bindAsObserver() }
        scheduler.scheduleAt(200) { screen.viewModel.loginRelay.accept("kim") }
        scheduler.start()
        // The relay's "" is already the field's text, and the binding skips a set that changes nothing.
        XCTAssertEqual(field.lines, ["200: kim"])
    }

    func testTheSameScreenWithoutRxCocoa() {
        let screen = LoginWithoutRxViewController()
        let relay = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) {
            screen.loadViewIfNeeded()
            screen.viewModel.loginRelay.subscribe(relay).disposed(by: screen.disposeBag)
        }
        scheduler.scheduleAt(200) { screen.loginField.simulateTyping("ab") }
        scheduler.scheduleAt(300) { screen.viewModel.loginRelay.accept("lee") }
        scheduler.start()
        // Typing sends `editingDidBegin` (the text is still empty), then one change per character.
        XCTAssertEqual(
            relay.events,
            [.next(100, ""), .next(200, ""), .next(200, "a"), .next(200, "ab"), .next(300, "lee")])
        XCTAssertEqual(screen.loginField.text, "lee")
    }
}
