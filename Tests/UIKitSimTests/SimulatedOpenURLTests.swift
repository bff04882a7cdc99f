import Foundation
import UIKitSim
import XCTest

final class SimulatedOpenURLTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.reset()
        super.tearDown()
    }

    func testOpeningAURLRecordsItAndTellsTheCompletionItOpened() throws {
        let url = try XCTUnwrap(URL(string: "https://github.com/ReactiveX/RxSwift"))
        let recorder = ChangeRecorder()
        var answers: [Bool] = []
        UIApplication.shared.open(url) { answers.append($0) }
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
        XCTAssertEqual(answers, [true])
        XCTAssertEqual(UIApplication.shared.openedURLs, [url, url])
        XCTAssertEqual(
            recorder.lines,
            [
                "openedURLs: [] -> [https://github.com/ReactiveX/RxSwift]",
                "openedURLs: [https://github.com/ReactiveX/RxSwift] -> "
                    + "[https://github.com/ReactiveX/RxSwift, https://github.com/ReactiveX/RxSwift]",
            ])
    }

    func testTheSettingsURLOpensAndAURLWithoutASchemeDoesNot() throws {
        let settings = try XCTUnwrap(URL(string: UIApplication.openSettingsURLString))
        let relative = try XCTUnwrap(URL(string: "no-scheme-here"))
        XCTAssertTrue(UIApplication.shared.canOpenURL(settings))
        XCTAssertFalse(UIApplication.shared.canOpenURL(relative))
        var answers: [Bool] = []
        UIApplication.shared.open(relative) { answers.append($0) }
        UIApplication.shared.open(settings) { answers.append($0) }
        XCTAssertEqual(answers, [false, true])
        XCTAssertEqual(UIApplication.shared.openedURLs, [settings])
    }

    func testAUniversalLinkOnlyOpensNothingOnTheSimulatedDevice() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/item/1"))
        var answers: [Bool] = []
        UIApplication.shared.open(url, options: [.universalLinksOnly: true]) { answers.append($0) }
        UIApplication.shared.open(url, options: [.universalLinksOnly: false]) { answers.append($0) }
        XCTAssertEqual(answers, [false, true])
        XCTAssertEqual(UIApplication.shared.openedURLs, [url])
        XCTAssertEqual(
            UIApplication.OpenExternalURLOptionsKey.universalLinksOnly.rawValue,
            "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    func testANewSceneStartsWithNoURLOpened() throws {
        UIApplication.shared.open(try XCTUnwrap(URL(string: "mailto:a@example.com")))
        UIApplication.shared.reset()
        XCTAssertEqual(UIApplication.shared.openedURLs, [])
    }

    func testTheKeyWindowIsTheOneLastMadeKeyAndWindowsListsTheLiveOnes() {
        let first = UIWindow()
        let second = UIWindow()
        first.makeKeyAndVisible()
        XCTAssertTrue(UIApplication.shared.keyWindow === first)
        second.makeKey()
        XCTAssertTrue(UIApplication.shared.keyWindow === second)
        XCTAssertFalse(first.isKeyWindow)
        let windows = UIApplication.shared.windows
        let firstIndex = windows.firstIndex { $0 === first }
        let secondIndex = windows.firstIndex { $0 === second }
        XCTAssertNotNil(firstIndex)
        XCTAssertNotNil(secondIndex)
        XCTAssertLessThan(firstIndex ?? 0, secondIndex ?? 0, "in the order they were made")
        withExtendedLifetime((first, second)) {}
    }

    func testAReleasedWindowIsNeitherKeyNorListed() {
        weak var released: UIWindow?
        do {
            let window = UIWindow()
            window.makeKeyAndVisible()
            released = window
            XCTAssertTrue(UIApplication.shared.keyWindow === window)
        }
        XCTAssertNil(released)
        XCTAssertNil(UIApplication.shared.keyWindow)
        XCTAssertFalse(UIApplication.shared.windows.contains { $0 === released })
    }

    func testTheKeyWindowsRootCanPresentAnAlertAsRxExamplesWireframeDoes() {
        let root = UIViewController()
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let alert = UIAlertController(title: "RxExample", message: "Oops", preferredStyle: .alert)
        UIApplication.shared.keyWindow?.rootViewController?.present(alert, animated: true)
        XCTAssertTrue(root.presentedViewController === alert)
        withExtendedLifetime(window) {}
    }
}
