import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UIApplicationRxTests: RxTestCase {
    override func setUp() {
        super.setUp()
        UIApplication.shared.reset()
    }

    override func tearDown() {
        UIApplication.shared.reset()
        super.tearDown()
    }

    func testEachStaticEventIsItsNotificationAndOnlyIt() {
        let events: [(ControlEvent<Void>, Notification.Name)] = [
            (UIApplication.rx.didEnterBackground, UIApplication.didEnterBackgroundNotification),
            (UIApplication.rx.willEnterForeground, UIApplication.willEnterForegroundNotification),
            (UIApplication.rx.didFinishLaunching, UIApplication.didFinishLaunchingNotification),
            (UIApplication.rx.didBecomeActive, UIApplication.didBecomeActiveNotification),
            (UIApplication.rx.willResignActive, UIApplication.willResignActiveNotification),
            (UIApplication.rx.didReceiveMemoryWarning, UIApplication.didReceiveMemoryWarningNotification),
            (UIApplication.rx.willTerminate, UIApplication.willTerminateNotification),
            (UIApplication.rx.significantTimeChange, UIApplication.significantTimeChangeNotification),
            (
                UIApplication.rx.backgroundRefreshStatusDidChange,
                UIApplication.backgroundRefreshStatusDidChangeNotification
            ),
            (
                UIApplication.rx.protectedDataWillBecomeUnavailable,
                UIApplication.protectedDataWillBecomeUnavailableNotification
            ),
            (
                UIApplication.rx.protectedDataDidBecomeAvailable,
                UIApplication.protectedDataDidBecomeAvailableNotification
            ),
            (UIApplication.rx.userDidTakeScreenshot, UIApplication.userDidTakeScreenshotNotification),
        ]
        XCTAssertEqual(Set(events.map(\.1.rawValue)).count, 12)
        for (index, (event, name)) in events.enumerated() {
            var count = 0
            let subscription = event.subscribe(onNext: { count += 1 })
            for (_, other) in events {
                NotificationCenter.default.post(name: other, object: UIApplication.shared)
            }
            subscription.dispose()
            NotificationCenter.default.post(name: name, object: UIApplication.shared)
            XCTAssertEqual(count, 1, "event \(index), \(name.rawValue)")
        }
    }

    func testGoingToTheBackgroundAndBackPostsInIOSsOrderWithTheState() {
        let app = UIApplication.shared
        var log: [String] = []
        let bag = DisposeBag()
        let watched: [(String, ControlEvent<Void>)] = [
            ("willResignActive", UIApplication.rx.willResignActive),
            ("didEnterBackground", UIApplication.rx.didEnterBackground),
            ("willEnterForeground", UIApplication.rx.willEnterForeground),
            ("didBecomeActive", UIApplication.rx.didBecomeActive),
        ]
        for (name, event) in watched {
            event.subscribe(onNext: { log.append("\(name) while \(app.applicationState)") }).disposed(by: bag)
        }
        app.simulateEnterBackground()
        app.simulateEnterBackground()  // already there: nothing
        app.simulateEnterForeground()
        app.simulateResignActive()
        app.simulateBecomeActive()
        XCTAssertEqual(
            log,
            [
                "willResignActive while active", "didEnterBackground while background",
                "willEnterForeground while background", "didBecomeActive while active",
                "willResignActive while active", "didBecomeActive while active",
            ])
        XCTAssertEqual(app.applicationState, .active)
    }

    func testTheSystemsEventsInVirtualTime() {
        let app = UIApplication.shared
        scheduler.scheduleAt(210) { app.simulateScreenshot() }
        scheduler.scheduleAt(220) { app.simulateMemoryWarning() }
        scheduler.scheduleAt(230) { app.simulateScreenshot() }
        let screenshots = scheduler.record(
            UIApplication.rx.userDidTakeScreenshot.marked("shot"), subscribed: 200, disposed: 1000)
        let warnings = scheduler.start { UIApplication.rx.didReceiveMemoryWarning.marked("low") }
        XCTAssertEqual(screenshots.events, [.next(210, "shot"), .next(230, "shot")])
        XCTAssertEqual(warnings.events, [.next(220, "low")])
    }

    func testTheNotificationsComeFromTheApp() {
        var senders: [String] = []
        let token = NotificationCenter.default.rx.notification(UIApplication.didFinishLaunchingNotification)
            .subscribe(onNext: {
                senders.append(($0.object as? UIApplication) === UIApplication.shared ? "app" : "?")
            })
        UIApplication.shared.simulateLaunch()
        token.dispose()
        XCTAssertEqual(senders, ["app"])
    }

    func testTheNetworkActivityIndicatorBinderSetsTheFlag() {
        let app = UIApplication.shared
        let timeline = UITimeline(scheduler, properties: ["isNetworkActivityIndicatorVisible"])
        let loading = scheduler.createHotObservable([.next(210, true), .next(250, false)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            loading.bind(to: app.rx.isNetworkActivityIndicatorVisible).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(
            timeline.entries,
            ["210 isNetworkActivityIndicatorVisible: true", "250 isNetworkActivityIndicatorVisible: false"])
    }
}
