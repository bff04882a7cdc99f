import Foundation

/// What a map view tells its delegate, as MapKit's `MKMapViewDelegate` (every method optional: the
/// defaults below stand in for the ones a delegate leaves out).
public protocol MKMapViewDelegate: AnyObject {
    /// The visible region is about to change.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The visible region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The renderer that draws `overlay`. Without one, the overlay is not drawn (the default gives a
    /// base `MKOverlayRenderer`, which draws nothing).
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer
    /// Renderers were made for newly added overlays.
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
    /// The user tapped an annotation.
    func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {}
}

/// A map, as MapKit's `MKMapView`: a visible region, annotations (pins) and overlays (shapes drawn by
/// the renderers its delegate makes).
///
/// As in MapKit, the delegate is told of every change of region, whether code (`setRegion(_:animated:)`)
/// or the user (`simulatePan(to:)`, `simulateZoom(to:)`) made it; an overlay gets its renderer from the
/// delegate when it is added (and again when the delegate changes, as a map redraws then).
open class MKMapView: UIView {
    /// The delegate, held weakly.
    open weak var delegate: MKMapViewDelegate? {
        didSet { makeRenderers(for: overlays, announcing: false) }
    }

    /// The part of the map on screen. Setting it tells the delegate, as `setRegion(_:animated:)` does.
    open var region: MKCoordinateRegion {
        get { storedRegion }
        set { setRegion(newValue, animated: false) }
    }

    private var storedRegion = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
        span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))

    /// The middle of the visible region.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { storedRegion.center }
        set { setCenter(newValue, animated: false) }
    }

    /// Whether the map shows the user's location.
    open var showsUserLocation = false {
        didSet { recordChange("showsUserLocation", from: oldValue, to: showsUserLocation) }
    }

    /// The overlays, in the order they were added.
    public private(set) var overlays: [MKOverlay] = []

    /// The annotations, in the order they were added.
    public private(set) var annotations: [MKAnnotation] = []

    private var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]

    /// Shows `region`: the delegate is told before and after.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        let old = storedRegion
        storedRegion = region
        recordChange("region", from: old, to: region)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    /// Moves the map so that `coordinate` is in the middle, keeping the span.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: storedRegion.span), animated: animated)
    }

    /// Adds `overlay`; its renderer comes from the delegate.
    open func addOverlay(_ overlay: MKOverlay) {
        addOverlays([overlay])
    }

    /// Adds `overlays`; their renderers come from the delegate, which is then told they were added. An
    /// overlay already on the map (the same object) is not added again: it keeps its one renderer
    /// (the sandbox's choice; MapKit does not document what it does).
    open func addOverlays(_ overlays: [MKOverlay]) {
        let added = Self.new(overlays, notIn: self.overlays)
        guard !added.isEmpty else { return }
        let old = self.overlays.map(Self.text)
        self.overlays += added
        recordChange("overlays", from: old, to: self.overlays.map(Self.text))
        makeRenderers(for: added, announcing: true)
    }

    /// Removes `overlay` (and its renderer).
    open func removeOverlay(_ overlay: MKOverlay) {
        removeOverlays([overlay])
    }

    /// Removes `overlays` (and their renderers).
    open func removeOverlays(_ overlays: [MKOverlay]) {
        let removed = Set(overlays.map { ObjectIdentifier($0) })
        let old = self.overlays.map(Self.text)
        self.overlays.removeAll { removed.contains(ObjectIdentifier($0)) }
        for id in removed { renderers[id] = nil }
        recordChange("overlays", from: old, to: self.overlays.map(Self.text))
    }

    /// The renderer drawing `overlay`, if it is on the map.
    open func renderer(for overlay: MKOverlay) -> MKOverlayRenderer? {
        renderers[ObjectIdentifier(overlay)]
    }

    /// Adds a pin.
    open func addAnnotation(_ annotation: MKAnnotation) {
        addAnnotations([annotation])
    }

    /// Adds pins. A pin already on the map (the same object) is not added again (the sandbox's choice,
    /// as for overlays).
    open func addAnnotations(_ annotations: [MKAnnotation]) {
        let added = Self.new(annotations, notIn: self.annotations)
        guard !added.isEmpty else { return }
        let old = self.annotations.map(Self.text)
        self.annotations += added
        recordChange("annotations", from: old, to: self.annotations.map(Self.text))
    }

    /// The objects of `objects` that are not in `existing`, each once, in their order.
    private static func new<Object>(_ objects: [Object], notIn existing: [Object]) -> [Object] {
        var seen = Set(existing.map { ObjectIdentifier($0 as AnyObject) })
        return objects.filter { seen.insert(ObjectIdentifier($0 as AnyObject)).inserted }
    }

    /// Removes pins.
    open func removeAnnotations(_ annotations: [MKAnnotation]) {
        let removed = Set(annotations.map { ObjectIdentifier($0) })
        let old = self.annotations.map(Self.text)
        self.annotations.removeAll { removed.contains(ObjectIdentifier($0)) }
        recordChange("annotations", from: old, to: self.annotations.map(Self.text))
    }

    /// How an overlay or a pin is recorded: its description, or `<Station>` for a class of yours that
    /// keeps `NSObject`'s (which holds an address, different every run).
    private static func text(_ annotation: MKAnnotation) -> String {
        let text = annotation.description
        guard text.contains(": 0x"), let object = annotation as? NSObject else { return text }
        return object.sandboxDescription
    }

    private func makeRenderers(for overlays: [MKOverlay], announcing: Bool) {
        guard let delegate, !overlays.isEmpty else { return }
        let made = overlays.map { overlay in
            let renderer = delegate.mapView(self, rendererFor: overlay)
            renderers[ObjectIdentifier(overlay)] = renderer
            return renderer
        }
        if announcing {
            delegate.mapView(self, didAdd: made)
        }
    }

    // MARK: Scripted user

    /// The user drags the map until `center` is in the middle (the span stays): not animated, as a
    /// finger moves it, and the delegate is told before and after.
    open func simulatePan(to center: CLLocationCoordinate2D) {
        guard isUserInteractionEnabled else { return }
        setRegion(MKCoordinateRegion(center: center, span: storedRegion.span), animated: false)
    }

    /// The user pinches until the map shows `span` around the same center.
    open func simulateZoom(to span: MKCoordinateSpan) {
        guard isUserInteractionEnabled else { return }
        setRegion(MKCoordinateRegion(center: storedRegion.center, span: span), animated: false)
    }

    /// The user taps the pin of `annotation` (nothing if it is not on the map).
    open func simulateSelect(_ annotation: MKAnnotation) {
        guard isUserInteractionEnabled, annotations.contains(where: { $0 === annotation }) else { return }
        delegate?.mapView(self, didSelect: annotation)
    }
}
