import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UINavigationControllerRxTests: RxTestCase {
    /// A screen titled `title`.
    private func screen(_ title: String) -> UIViewController {
        let screen = UIViewController()
        screen.title = title
        return screen
    }

    func testWillShowAndDidShowReportEachPushAndPop() {
        let navigation = UINavigationController(rootViewController: screen("Inbox"))
        let window = UIWindow()
        window.rootViewController = navigation
        let message = screen("Message")
        scheduler.scheduleAt(210) { window.makeKeyAndVisible() }
        scheduler.scheduleAt(220) { navigation.pushViewController(message, animated: true) }
        scheduler.scheduleAt(230) { navigation.simulateBack() }
        let willShow = scheduler.record(
            navigation.rx.willShow.map { "\($0.viewController.title ?? "?") \($0.animated)" }, subscribed: 200
        )
        let didShow = scheduler.record(
            navigation.rx.didShow.map { "\($0.viewController.title ?? "?")" }, subscribed: 200)
        scheduler.start()
        XCTAssertEqual(
            willShow.events,
            [.next(210, "Inbox false"), .next(220, "Message true"), .next(230, "Inbox true")])
        XCTAssertEqual(didShow.events, [.next(210, "Inbox"), .next(220, "Message"), .next(230, "Inbox")])
    }

    func testADelegateSetBeforeStillHearsTheCalls() {
        final class Delegate: UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) {
                shown.append(viewController.title ?? "?")
            }
        }
        let navigation = UINavigationController(rootViewController: screen("A"))
        let delegate = Delegate()
        navigation.delegate = delegate
        var fromRx: [String] = []
        let subscription = navigation.rx.didShow.subscribe(onNext: {
            fromRx.append($0.viewController.title ?? "?")
        })
        navigation.simulateAppear()
        navigation.pushViewController(screen("B"), animated: true)
        XCTAssertEqual(delegate.shown, ["A", "B"])
        XCTAssertEqual(fromRx, ["A", "B"])
        XCTAssertTrue(navigation.delegate === navigation.rx.delegate)
        subscription.dispose()
    }

    func testTheEventsCompleteWhenTheNavigationControllerDies() {
        var navigation: UINavigationController? = UINavigationController()
        let didShow = navigation!.rx.didShow.map { _ in "shown" }
        scheduler.scheduleAt(300) { navigation = nil }
        let observer = scheduler.start { didShow }
        XCTAssertEqual(observer.events, [.completed(300)])
    }

    func testTheNavigationItemsTitleIsABinder() {
        let item = UINavigationItem()
        let titles = scheduler.createHotObservable([.next(210, "Editing" as String?), .next(220, nil)])
        let timeline = UITimeline(scheduler, properties: ["title"])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { titles.bind(to: item.rx.title).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(timeline.entries, ["210 title: Editing", "220 title: nil"])
    }
}
