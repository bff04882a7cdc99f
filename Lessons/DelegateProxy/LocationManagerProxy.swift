import LessonKit
import RxSandbox

// The delegate proxy of the posts *RxSwift - Custom Extension* and *RxSwift(6)-RxCocoa(bind, drive,
// DelegateProxy)*: `CLLocationManager`'s delegate calls as Observables.

// @code has-delegate
extension CLLocationManager: HasDelegate {
    public typealias Delegate = CLLocationManagerDelegate
}
// @end

// @code proxy-class
class RxCLLocationManagerDelegateProxy: DelegateProxy<CLLocationManager, CLLocationManagerDelegate>,
    DelegateProxyType, CLLocationManagerDelegate
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

    // @code intercept
    // Linux: the delegate method the proxy observes, handed to `intercept` in one line.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        intercept(arguments: [manager, locations]) {
            $0.locationManager(manager, didUpdateLocations: locations)
        }
    }
    // @end
}
// @end

// @code reactive
extension Reactive where Base: CLLocationManager {
    var delegate: DelegateProxy<CLLocationManager, CLLocationManagerDelegate> {
        return RxCLLocationManagerDelegateProxy.proxy(for: base)
    }

    var didUpdateLocations: Observable<[CLLocation]> {
        // iOS: delegate.methodInvoked(#selector(CLLocationManagerDelegate.locationManager(_:didUpdateLocations:)))
        return delegate.methodInvoked("locationManager(_:didUpdateLocations:)")
            .map { parameters in
                return parameters[1] as! [CLLocation]
            }
    }
}
// @end

// @code set-delegate
extension Reactive where Base: CLLocationManager {
    /// Makes `delegate` receive the manager's calls too, through the proxy, until disposed.
    func setDelegate(_ delegate: CLLocationManagerDelegate) -> Disposable {
        return RxCLLocationManagerDelegateProxy.installForwardDelegate(
            delegate, retainDelegate: false, onProxyForObject: base)
    }
}
// @end
