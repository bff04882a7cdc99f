import Foundation

/// Whether the app may use the location, as Core Location's `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32 {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// What a location manager tells its delegate, as Core Location's `CLLocationManagerDelegate` (every
/// method optional).
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// Delivers the device's location to its delegate, as Core Location's `CLLocationManager`.
///
/// The simulated device moves only when told to (`simulateLocationUpdate`), and only while updating
/// (after `startUpdatingLocation()`), as a real manager reports only then.
open class CLLocationManager: SimulatedObject {
    /// The delegate, held weakly.
    open weak var delegate: CLLocationManagerDelegate?

    /// Whether the app may use the location.
    public private(set) var authorizationStatus: CLAuthorizationStatus = .notDetermined

    /// Whether location updates are on.
    public private(set) var isUpdatingLocation = false

    /// The most recent location reported.
    public private(set) var location: CLLocation?

    /// Asks for permission; the simulated user grants it at once (the delegate is told).
    open func requestWhenInUseAuthorization() {
        guard authorizationStatus == .notDetermined else { return }
        authorizationStatus = .authorizedWhenInUse
        delegate?.locationManagerDidChangeAuthorization(self)
    }

    /// Starts reporting locations to the delegate.
    open func startUpdatingLocation() {
        isUpdatingLocation = true
    }

    /// Stops reporting locations.
    open func stopUpdatingLocation() {
        isUpdatingLocation = false
    }

    // MARK: Scripted device

    /// The device moves: while updating, the delegate receives `locations` (the last is the newest).
    open func simulateLocationUpdate(_ locations: [CLLocation]) {
        guard isUpdatingLocation, !locations.isEmpty else { return }
        location = locations.last
        delegate?.locationManager(self, didUpdateLocations: locations)
    }

    /// Locating fails with `error`; the delegate is told.
    open func simulateFailure(_ error: Error) {
        delegate?.locationManager(self, didFailWithError: error)
    }
}
