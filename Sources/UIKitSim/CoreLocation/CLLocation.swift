import Foundation

/// An angle of latitude or longitude, in degrees, as Core Location's.
public typealias CLLocationDegrees = Double

/// A latitude and a longitude, as Core Location's `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Equatable, CustomStringConvertible {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }

    public var description: String {
        "(\(latitude), \(longitude))"
    }
}

/// A place on Earth, as Core Location's `CLLocation`.
open class CLLocation: NSObject {
    /// The place's coordinate.
    public let coordinate: CLLocationCoordinate2D

    /// A location at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    open override var description: String {
        "<\(coordinate.latitude),\(coordinate.longitude)>"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CLLocation)?.coordinate == coordinate
    }

    open override var hash: Int {
        coordinate.latitude.hashValue ^ coordinate.longitude.hashValue
    }
}
