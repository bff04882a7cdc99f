// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 000, section "Delegate Proxy": the plain delegate method the proxy stands in for, as the seed
// writes it. The seed names the class without showing it; the scaffolding declares it.
import RxSandbox

// Scaffolding: the screen that adopts the delegate protocol.
final class DelegateProxyViewController: UIViewController {
    // Scaffolding: what the delegate method received, so a test can see the call.
    var receivedLocations: [[CLLocation]] = []
}

extension DelegateProxyViewController: CLLocationManagerDelegate {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        // ..
        receivedLocations.append(locations)  // Scaffolding: records the call.
    }
}
