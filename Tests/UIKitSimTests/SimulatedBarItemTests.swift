import UIKitSim
import XCTest

final class SimulatedBarItemTests: XCTestCase {
    func testATapRunsThePrimaryActionWithTheItemAsSender() {
        var senders: [String] = []
        let item = UIBarButtonItem(title: "Add")
        item.primaryAction = UIAction { action in senders.append("\(action.sender.map { "\($0)" } ?? "nil")")
        }
        item.simulateTap()
        item.isEnabled = false
        item.simulateTap()
        XCTAssertEqual(senders, ["<UIBarButtonItem>"])
    }

    func testSettingsAreRecorded() {
        let recorder = ChangeRecorder()
        let item = UIBarButtonItem(systemItem: .add)
        item.style = .done
        item.title = "New"
        let tab = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        tab.badgeValue = "2"
        XCTAssertEqual(
            recorder.lines,
            ["style: plain -> done", "title: nil -> New", "tag: 0 -> 3", "badgeValue: nil -> 2"])
        XCTAssertEqual(item.systemItem, .add)
        XCTAssertEqual(tab.systemItem, .favorites)
    }
}
