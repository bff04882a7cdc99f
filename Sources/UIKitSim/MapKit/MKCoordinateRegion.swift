import Foundation

/// How much of the map a region shows, in degrees, as MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Equatable, CustomStringConvertible {
    /// The height, in degrees of latitude.
    public var latitudeDelta: CLLocationDegrees
    /// The width, in degrees of longitude.
    public var longitudeDelta: CLLocationDegrees

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }

    /// `±0.5°×1.0°`.
    public var description: String {
        "±\(latitudeDelta)°×\(longitudeDelta)°"
    }
}

/// The part of the map on screen: a center and a span, as MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Equatable, CustomStringConvertible {
    /// The point in the middle of the map.
    public var center: CLLocationCoordinate2D
    /// How much around it the map shows.
    public var span: MKCoordinateSpan

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` high and `longitudinalMeters` wide around `center` (a degree of
    /// latitude is about 111 km; a degree of longitude shrinks toward the poles).
    public init(
        center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let metersPerDegree = 111_320.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metersPerDegree,
                longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale)))
    }

    /// `(37.5, 127.0) ±0.5°×1.0°`.
    public var description: String {
        "\(center) \(span)"
    }
}

/// A distance in meters, as Core Location's.
public typealias CLLocationDistance = Double
