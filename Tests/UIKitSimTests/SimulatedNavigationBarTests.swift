import Foundation
import UIKitSim
import XCTest

final class SimulatedNavigationBarTests: XCTestCase {
    func testANavigationControllersBarRecordsItsLook() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let bar = navigation.navigationBar
        XCTAssertTrue(navigation.navigationBar === bar, "one bar per navigation controller")
        XCTAssertTrue(bar.isTranslucent)
        XCTAssertFalse(bar.prefersLargeTitles)
        let recorder = ChangeRecorder()
        bar.barTintColor = .red
        bar.barTintColor = nil
        bar.backgroundColor = .white
        bar.tintColor = .orange
        bar.isTranslucent = false
        bar.prefersLargeTitles = true
        let key = NSAttributedString.Key(rawValue: "SimulatedEditingTestsKey")
        bar.titleTextAttributes = [key: 2]
        XCTAssertEqual(
            recorder.changes.map(\.property),
            [
                "barTintColor", "barTintColor", "backgroundColor", "tintColor", "isTranslucent",
                "prefersLargeTitles", "titleTextAttributes",
            ])
        XCTAssertEqual(recorder.lines.first, "barTintColor: nil -> red")
        XCTAssertEqual(bar.titleTextAttributes?[key] as? Int, 2)
    }

    func testHidingTheBarHidesTheNavigationControllersOwnBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        XCTAssertFalse(navigation.isNavigationBarHidden)
        let recorder = ChangeRecorder()
        navigation.setNavigationBarHidden(true, animated: true)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertTrue(navigation.navigationBar.isHidden)
        navigation.isNavigationBarHidden = false
        XCTAssertFalse(navigation.navigationBar.isHidden)
        XCTAssertEqual(recorder.lines, ["isHidden: false -> true", "isHidden: true -> false"])
        XCTAssertEqual(recorder.changes.map(\.objectType), ["UINavigationBar", "UINavigationBar"])
    }

}
