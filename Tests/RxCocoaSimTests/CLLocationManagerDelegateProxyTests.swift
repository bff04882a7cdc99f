import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

// The lesson's delegate proxy, as the seed writes it. The Linux substitutions: the method is named by
// a string where iOS writes `#selector(CLLocationManagerDelegate.locationManager(_:didUpdateLocations:))`,
// and the proxy implements the delegate method it observes with one `intercept(arguments:)` line
// (Linux has no Objective-C runtime to intercept it unseen).

extension CLLocationManager: HasDelegate {
    public typealias Delegate = CLLocationManagerDelegate
}

class RxCLLocationManagerDelegateProxy: DelegateProxy<CLLocationManager, CLLocationManagerDelegate>,
    DelegateProxyType,
    CLLocationManagerDelegate
{
    weak private(set) var locationManager: CLLocationManager?

    init(locationManager: CLLocationManager) {
        self.locationManager = locationManager
        super.init(parentObject: locationManager, delegateProxy: RxCLLocationManagerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        self.register {
            RxCLLocationManagerDelegateProxy(locationManager: $0)
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        intercept(arguments: [manager, locations]) {
            $0.locationManager(manager, didUpdateLocations: locations)
        }
    }
}

extension Reactive where Base: CLLocationManager {
    var delegate: DelegateProxy<CLLocationManager, CLLocationManagerDelegate> {
        return RxCLLocationManagerDelegateProxy.proxy(for: base)
    }

    var didUpdateLocations: Observable<[CLLocation]> {
        return delegate.methodInvoked("locationManager(_:didUpdateLocations:)")
            .map { parameters in
                return parameters[1] as! [CLLocation]
            }
    }
}

/// The view controller of the lesson, which was the manager's delegate before Rx came along.
private final class DelegateProxyViewController: UIViewController, CLLocationManagerDelegate {
    var received: [[CLLocation]] = []
    var failures = 0

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        received.append(locations)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        failures += 1
    }
}

final class CLLocationManagerDelegateProxyTests: RxTestCase {
    private let paris = CLLocation(latitude: 48.85, longitude: 2.35)
    private let oslo = CLLocation(latitude: 59.91, longitude: 10.75)
    private let rome = CLLocation(latitude: 41.9, longitude: 12.5)

    func testTheSeedsUsageReportsEachUpdateAtItsTime() {
        let locationManager = CLLocationManager()
        locationManager.requestWhenInUseAuthorization()
        locationManager.startUpdatingLocation()
        scheduler.scheduleAt(210) { locationManager.simulateLocationUpdate([self.paris]) }
        scheduler.scheduleAt(220) { locationManager.simulateLocationUpdate([self.oslo, self.rome]) }
        scheduler.scheduleAt(230) { locationManager.stopUpdatingLocation() }
        scheduler.scheduleAt(240) { locationManager.simulateLocationUpdate([self.paris]) }
        let observer = scheduler.start { locationManager.rx.didUpdateLocations }
        XCTAssertEqual(observer.events, [.next(210, [paris]), .next(220, [oslo, rome])])
    }

    func testTheProxyIsTheManagersDelegateAndTheOneForItsLifetime() {
        let locationManager = CLLocationManager()
        let proxy = locationManager.rx.delegate
        XCTAssertTrue(proxy is RxCLLocationManagerDelegateProxy)
        XCTAssertTrue(locationManager.delegate === proxy)
        XCTAssertTrue(locationManager.rx.delegate === proxy)
        XCTAssertTrue((proxy as? RxCLLocationManagerDelegateProxy)?.locationManager === locationManager)
    }

    func testTheViewControllerThatWasTheDelegateKeepsReceivingEverything() {
        let locationManager = CLLocationManager()
        let viewController = DelegateProxyViewController()
        locationManager.delegate = viewController
        locationManager.startUpdatingLocation()
        var fromRx: [[CLLocation]] = []
        let subscription = locationManager.rx.didUpdateLocations.subscribe(onNext: { fromRx.append($0) })
        XCTAssertTrue(locationManager.rx.delegate.forwardToDelegate() === viewController)

        locationManager.simulateLocationUpdate([paris])
        // The seed's proxy does not implement `didFailWithError`, and on Linux nothing forwards a method
        // the proxy lacks (DelegateProxy's contract): the view controller does not hear of it.
        locationManager.simulateFailure(CocoaLikeError.locationUnknown)
        XCTAssertEqual(viewController.received, [[paris]])
        XCTAssertEqual(fromRx, [[paris]])
        XCTAssertEqual(viewController.failures, 0)
        subscription.dispose()
    }

    func testTheStreamCompletesWhenTheManagerIsDeallocated() {
        var locationManager: CLLocationManager? = CLLocationManager()
        locationManager!.startUpdatingLocation()
        let updates = locationManager!.rx.didUpdateLocations
        weak let weakProxy = locationManager!.rx.delegate
        scheduler.scheduleAt(210) { locationManager?.simulateLocationUpdate([self.rome]) }
        scheduler.scheduleAt(300) { locationManager = nil }
        let observer = scheduler.start { updates }
        XCTAssertEqual(observer.events, [.next(210, [rome]), .completed(300)])
        XCTAssertNil(weakProxy)
    }
}

private enum CocoaLikeError: Error {
    case locationUnknown
}
