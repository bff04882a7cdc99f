import Foundation
import MarbleTesting
import Marbles
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// The classic first custom extension, written as on iOS but for the selector's spelling (a `String`:
/// a literal inside `Selector(…)` would be the literal form, which warns).
extension Reactive where Base: UIViewController {
    fileprivate var viewWillAppear: ControlEvent<Bool> {
        let source = methodInvoked("viewWillAppear(_:)").map { $0.first as? Bool ?? false }
        return ControlEvent(events: source)
    }
}

/// A screen that overrides `viewWillAppear(_:)` and writes down when its body runs.
private final class ListScreen: UIViewController {
    var log: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("override \(animated)")
    }
}

/// A class of a learner's own that routes a method of its own, so that `rx.methodInvoked` sees it.
private final class Player: SimulatedObject {
    override class var routedMethods: [String] {
        ["play(_:)"]
    }

    func play(_ song: String) {
        route("play(_:)", arguments: [song]) {}
    }
}

final class MethodInvokedTests: RxTestCase {
    func testTheClassicExtensionSeesEachAppearanceWithItsArgument() {
        let screen = UIViewController()
        scheduler.scheduleAt(210) { screen.simulateAppear(animated: false) }
        scheduler.scheduleAt(220) { screen.simulateDisappear() }
        scheduler.scheduleAt(230) { screen.simulateAppear() }
        let observer = scheduler.start { screen.rx.viewWillAppear }
        assertMarbles(
            observer.events, "-f-t", values: ["f": false, "t": true], timing: MarbleTiming(origin: 200))
    }

    func testASubclassOverrideIsObservedBeforeAndAfterItsBody() {
        let screen = ListScreen()
        let bag = DisposeBag()
        screen.rx.sentMessage("viewWillAppear(_:)")
            .subscribe(onNext: { screen.log.append("sent \($0)") }).disposed(by: bag)
        screen.rx.methodInvoked("viewWillAppear(_:)")
            .subscribe(onNext: { screen.log.append("invoked \($0)") }).disposed(by: bag)
        screen.simulateAppear()
        XCTAssertEqual(screen.log, ["sent [true]", "override true", "invoked [true]"])
    }

    func testAClassOfYourOwnCanRouteAMethodOfItsOwn() {
        let player = Player()
        scheduler.scheduleAt(210) { player.play("Spring Day") }
        let observer = scheduler.start {
            player.rx.methodInvoked("play(_:)").map { $0.first as? String ?? "" }
        }
        assertMarbles(observer.events, "-s", values: ["s": "Spring Day"], timing: MarbleTiming(origin: 200))
    }

    func testADirectCallInYourOwnCodeIsNotSeen() {
        // A difference listed on ios-vs-sandbox: only the calls the simulated UIKit routes are seen.
        let screen = UIViewController()
        scheduler.scheduleAt(210) { screen.viewWillAppear(true) }
        scheduler.scheduleAt(220) { screen.simulateAppear(animated: false) }
        let observer = scheduler.start { screen.rx.viewWillAppear }
        assertMarbles(observer.events, "--f", values: ["f": false], timing: MarbleTiming(origin: 200))
    }

    func testTheArgumentsComeInTheMethodsOrderAndEmptyForNone() {
        let screen = UIViewController()
        var calls: [String] = []
        let bag = DisposeBag()
        for method in ["viewDidLoad()", "viewWillLayoutSubviews()", "viewDidAppear(_:)"] {
            screen.rx.methodInvoked(method).subscribe(onNext: { calls.append("\(method) \($0)") })
                .disposed(by: bag)
        }
        screen.simulateAppear(animated: false)
        XCTAssertEqual(
            calls, ["viewDidLoad() []", "viewWillLayoutSubviews() []", "viewDidAppear(_:) [false]"])
    }

    func testTheSubjectIsSharedAndNotReplayed() {
        let screen = UIViewController()
        scheduler.scheduleAt(210) { screen.simulateAppear() }
        scheduler.scheduleAt(230) { screen.simulateDisappear() }
        scheduler.scheduleAt(240) { screen.simulateAppear(animated: false) }
        let early = scheduler.record(screen.rx.viewWillAppear, subscribed: 200)
        let late = scheduler.record(screen.rx.viewWillAppear, subscribed: 220)
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, true), .next(240, false)])
        XCTAssertEqual(late.events, [.next(240, false)])
    }

    func testEverySideAndMethodCompletesWhenTheObjectIsDeallocated() {
        var screen: UIViewController? = UIViewController()
        let sent = screen!.rx.sentMessage("viewDidAppear(_:)").map { _ in "sent" }
        let method = "viewDidDisappear(_:)"
        let invoked = screen!.rx.methodInvoked(Selector(method)).map { _ in "invoked" }
        scheduler.scheduleAt(210) { screen!.simulateAppear() }
        scheduler.scheduleAt(300) { screen = nil }
        let sentObserver = scheduler.record(sent, subscribed: 200)
        let invokedObserver = scheduler.start { invoked }
        XCTAssertEqual(sentObserver.events, [.next(210, "sent"), .completed(300)])
        XCTAssertEqual(invokedObserver.events, [.completed(300)])
    }

    func testObservingDoesNotKeepTheObjectAlive() {
        var screen: UIViewController? = UIViewController()
        weak let weakScreen = screen
        let subscription = screen!.rx.methodInvoked("viewDidLoad()").subscribe()
        screen = nil
        XCTAssertNil(weakScreen)
        subscription.dispose()
    }

    func testAMethodTheClassDoesNotRouteFailsAtOnceNamingTheRoutedOnes() {
        let view = UIView()
        let observer = scheduler.start { view.rx.methodInvoked("layoutSubviews()").map { _ in "" } }
        XCTAssertEqual(observer.events.count, 1)
        let message = observer.events.first.flatMap { $0.value.error }.map { "\($0)" } ?? ""
        XCTAssertTrue(message.hasPrefix("<UIView> can't be observed calling layoutSubviews(): "), message)
        XCTAssertTrue(message.contains("its class routes none"), message)
        XCTAssertTrue(message.contains("ios-vs-sandbox"), message)

        var screenError: Error?
        _ = UIViewController().rx.sentMessage("viewWillAppear:").subscribe(onError: { screenError = $0 })
        let screenMessage = screenError.map { "\($0)" } ?? ""
        XCTAssertTrue(screenMessage.contains("calling viewWillAppear:"), screenMessage)
        XCTAssertTrue(screenMessage.contains("routes viewDidLoad(), viewWillAppear(_:), "), screenMessage)
    }

    func testAnObserverTheObjectHadBeforeIsStillTold() {
        final class Calls: MessageObserver {
            var lines: [String] = []
            func willInvoke(_ method: String, arguments: [Any]) { lines.append("will \(method)") }
            func didInvoke(_ method: String, arguments: [Any]) { lines.append("did \(method)") }
        }
        let screen = UIViewController()
        let calls = Calls()
        screen.messageObserver = calls
        var fromRx: [String] = []
        let subscription = screen.rx.methodInvoked("viewDidLoad()").subscribe(onNext: { _ in
            fromRx.append("invoked")
        })
        screen.loadViewIfNeeded()
        XCTAssertEqual(calls.lines, ["will viewDidLoad()", "did viewDidLoad()"])
        XCTAssertEqual(fromRx, ["invoked"])
        subscription.dispose()
    }
}
