import RxSandbox
import XCTest

@testable import Seed003

/// Seed 003's to-do app, run in virtual time. It works as the seed describes, and it also shows two
/// behaviours of the seed's code that are the same on iOS:
/// - clearing the text field in code (`taskTextField.text = ""`) is not reported by `rx.text`, so the
///   add button stays enabled and a second tap adds the same task again;
/// - the screen is never released: the table binding's cell closure captures `self` strongly (a
///   `[weak self]` in a nested closure makes the enclosing closure capture `self`), and the binding
///   keeps that closure.
///
/// Because of the second point, these tests do not use `RxTestCase`'s leak check.
final class Seed003TodoAppTests: XCTestCase {
    func testTheTodoAppEndToEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let screen = TodoViewController()
        let counter = PropertyTimeline(screen.completedCountLabel, "text", scheduler: scheduler)
        let addButton = PropertyTimeline(screen.addButton, "isEnabled", scheduler: scheduler)
        let firstRow = IndexPath(row: 0, section: 0)
        scheduler.scheduleAt(100) { screen.loadViewIfNeeded() }
        scheduler.scheduleAt(200) { screen.taskTextField.simulateTyping("우유") }
        scheduler.scheduleAt(300) { screen.addButton.simulateTap() }
        scheduler.scheduleAt(400) { screen.tableView.cellForRow(at: firstRow)?.simulateTap() }
        scheduler.start()
        XCTAssertEqual(counter.lines, ["100: 완료: 0 / 0", "300: 완료: 0 / 1", "400: 완료: 1 / 1"])
        // Disabled while the field is empty; each edit event sets it again.
        XCTAssertEqual(addButton.lines, ["100: false", "200: false", "200: true", "200: true"])
        XCTAssertEqual(screen.tasks.value.map(\.title), ["우유"])
        let cell = screen.tableView.cellForRow(at: firstRow)
        XCTAssertEqual(cell?.textLabel?.text, "우유")
        XCTAssertEqual(cell?.accessoryType, .checkmark)
        XCTAssertEqual(screen.taskTextField.text, "")
    }

    func testClearingTheFieldInCodeIsNotReportedSoASecondTapAddsTheTaskAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let screen = TodoViewController()
        scheduler.scheduleAt(100) { screen.loadViewIfNeeded() }
        scheduler.scheduleAt(200) { screen.taskTextField.simulateTyping("우유") }
        scheduler.scheduleAt(300) { screen.addButton.simulateTap() }
        scheduler.scheduleAt(400) { screen.addButton.simulateTap() }
        scheduler.start()
        XCTAssertEqual(screen.taskTextField.text, "")
        XCTAssertTrue(screen.addButton.isEnabled)
        XCTAssertEqual(screen.tasks.value.map(\.title), ["우유", "우유"])
    }

    func testTheScreenIsNeverReleased() {
        weak var released: TodoViewController?
        do {
            let screen = TodoViewController()
            screen.loadViewIfNeeded()
            screen.tasks.accept([Task(title: "a")])
            released = screen
        }
        XCTAssertNotNil(released, "the seed's table binding keeps the screen alive")
    }
}
