import Foundation

/// A shape drawn over an area of the map, as MapKit's `MKOverlay`. The map asks its delegate for the
/// renderer that draws it (`mapView(_:rendererFor:)`).
public protocol MKOverlay: MKAnnotation {}

/// A circle on the map, as MapKit's `MKCircle`: a center and a radius in meters.
open class MKCircle: NSObject, MKOverlay {
    /// The circle's center.
    public let coordinate: CLLocationCoordinate2D
    /// The radius, in meters.
    public let radius: CLLocationDistance
    /// A name for it (MapKit's shapes have a title).
    open var title: String?
    /// A second line under the title.
    open var subtitle: String?

    /// A circle of `radius` meters around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.coordinate = center
        self.radius = radius
        super.init()
    }

    /// `<MKCircle (37.5, 127.0) r=1000.0>`: the same on every platform, every run.
    open override var description: String {
        "<MKCircle \(coordinate) r=\(radius)\(title.map { " " + $0 } ?? "")>"
    }
}

/// What draws an overlay, as MapKit's `MKOverlayRenderer`. The map draws nothing for an overlay whose
/// delegate gave this base class (MapKit's: a renderer of no shape).
open class MKOverlayRenderer: NSObject {
    /// The overlay drawn.
    public let overlay: MKOverlay
    /// How opaque the drawing is (1 by default).
    open var alpha = 1.0

    /// A renderer of `overlay`.
    public init(overlay: MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// `<MKOverlayRenderer for <MKCircle …>>`: the same on every platform, every run.
    open override var description: String {
        "<\(type(of: self)) for \(overlay)>"
    }
}

/// Draws a circle overlay filled and stroked, as MapKit's `MKCircleRenderer`.
open class MKCircleRenderer: MKOverlayRenderer {
    /// The color inside.
    open var fillColor: UIColor?
    /// The color of the outline.
    open var strokeColor: UIColor?
    /// The outline's width, in points.
    open var lineWidth = 0.0

    /// A renderer of `circle`.
    public init(circle: MKCircle) {
        super.init(overlay: circle)
    }
}
