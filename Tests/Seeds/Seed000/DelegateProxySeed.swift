// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 000, section "Delegate Proxy", as the seed writes it, with the two Linux substitutions:
// - `methodInvoked` names the method with a string where iOS writes `#selector(...)`;
// - the proxy implements the delegate method it observes (one `intercept` line), which the
//   Objective-C runtime does behind the scenes on iOS.
import RxSandbox

// 익스텐션 1
extension CLLocationManager: HasDelegate {
    public typealias Delegate = CLLocationManagerDelegate
}

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

    // Linux substitution: the method the proxy observes, handed to the proxy machinery.
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
        // Linux substitution: "locationManager(_:didUpdateLocations:)" for
        // #selector(CLLocationManagerDelegate.locationManager(_:didUpdateLocations:)).
        return delegate.methodInvoked("locationManager(_:didUpdateLocations:)")
            .map { parameters in
                return parameters[1] as! [CLLocation]
            }
    }
}
