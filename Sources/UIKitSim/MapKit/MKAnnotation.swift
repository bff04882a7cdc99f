import Foundation

/// Something placed on a map at a coordinate, as MapKit's `MKAnnotation` (title and subtitle optional).
public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its name, shown in its callout.
    var title: String? { get }
    /// A second line under the title.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// A pin with a title, as MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: NSObject, MKAnnotation {
    /// Where the pin is.
    open var coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
    /// The pin's name.
    open var title: String?
    /// A second line under the title.
    open var subtitle: String?

    public override init() {
        super.init()
    }

    /// A pin at `coordinate` named `title`.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
        super.init()
    }

    /// `<MKPointAnnotation Seoul (37.5, 127.0)>`: the same on every platform, every run.
    open override var description: String {
        "<MKPointAnnotation \(title ?? "") \(coordinate)>"
    }
}
