import RxSandbox

// A delegate proxy for `MKMapView` (RxCocoa has none): the region changes as a `ControlEvent`, the
// renderers left to a delegate behind the proxy, and the overlays as a `Binder`.

// @code has-delegate
extension MKMapView: HasDelegate {
    public typealias Delegate = MKMapViewDelegate
}
// @end

// @code proxy-class
final class RxMKMapViewDelegateProxy:
    DelegateProxy<MKMapView, MKMapViewDelegate>,
    DelegateProxyType, MKMapViewDelegate
{
    weak private(set) var mapView: MKMapView?

    init(mapView: MKMapView) {
        self.mapView = mapView
        super.init(
            parentObject: mapView,
            delegateProxy: RxMKMapViewDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        self.register { RxMKMapViewDelegateProxy(mapView: $0) }
    }

    // @code region-method
    // Linux: the Void method the proxy observes, handed to `intercept`
    // (on iOS the runtime does it).
    func mapView(
        _ mapView: MKMapView, regionDidChangeAnimated animated: Bool
    ) {
        intercept(arguments: [mapView, animated]) {
            $0.mapView(mapView, regionDidChangeAnimated: animated)
        }
    }
    // @end

    // @code renderer-method
    // A method that returns a value: nothing can observe it, so the proxy
    // answers it. The delegate behind the proxy makes the renderer; without
    // one, the overlay gets a renderer that draws nothing.
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay)
        -> MKOverlayRenderer
    {
        guard let delegate = forwardToDelegate() else {
            return MKOverlayRenderer(overlay: overlay)
        }
        return delegate.mapView(mapView, rendererFor: overlay)
    }
    // @end
}
// @end

// @code reactive
extension Reactive where Base: MKMapView {
    var delegate: DelegateProxy<MKMapView, MKMapViewDelegate> {
        return RxMKMapViewDelegateProxy.proxy(for: base)
    }

    /// The visible region changed (the user panned or zoomed, or code set
    /// it): whether the change was animated.
    var regionDidChangeAnimated: ControlEvent<Bool> {
        // iOS: delegate.methodInvoked(#selector(
        //     MKMapViewDelegate.mapView(_:regionDidChangeAnimated:)))
        let method = "mapView(_:regionDidChangeAnimated:)"
        let source = delegate.methodInvoked(method)
            .map { parameters -> Bool in
                // RxCocoa's way: a wrong type (a programmer's mistake)
                // is an error naming both types, not a crash.
                guard let animated = parameters[1] as? Bool else {
                    throw RxCocoaError.castingError(
                        object: parameters[1], targetType: Bool.self)
                }
                return animated
            }
        return ControlEvent(events: source)
    }

    /// Puts `delegate` behind the proxy, until disposed: it makes the
    /// renderers and hears every call.
    func setDelegate(_ delegate: MKMapViewDelegate) -> Disposable {
        return RxMKMapViewDelegateProxy.installForwardDelegate(
            delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// Replaces the map's overlays with the ones bound.
    var overlays: Binder<[MKOverlay]> {
        return Binder(base) { mapView, overlays in
            mapView.removeOverlays(mapView.overlays)
            mapView.addOverlays(overlays)
        }
    }
}
// @end
