import UIKitSim
import XCTest

final class SimulatedMapViewTests: XCTestCase {
    /// A delegate that writes down what the map tells it and draws circles in blue.
    private final class Log: MKMapViewDelegate {
        var lines: [String] = []

        func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
            lines.append("will \(animated)")
        }

        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
            lines.append("did \(mapView.region)")
        }

        func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
            lines.append("renderer for \(overlay)")
            guard let circle = overlay as? MKCircle else { return MKOverlayRenderer(overlay: overlay) }
            let renderer = MKCircleRenderer(circle: circle)
            renderer.fillColor = .blue
            return renderer
        }

        func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {
            lines.append("added \(renderers.count)")
        }

        func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
            lines.append("selected \(annotation.title ?? "")")
        }
    }

    private let seoul = CLLocationCoordinate2D(latitude: 37.5, longitude: 127.0)
    private let busan = CLLocationCoordinate2D(latitude: 35.1, longitude: 129.0)

    func testEveryRegionChangeIsToldBeforeAndAfterWhoeverMadeIt() {
        let map = MKMapView()
        let log = Log()
        map.delegate = log
        map.setRegion(
            MKCoordinateRegion(center: seoul, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)),
            animated: true)
        map.simulatePan(to: busan)
        map.simulateZoom(to: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5))
        XCTAssertEqual(
            log.lines,
            [
                "will true", "did (37.5, 127.0) ±1.0°×1.0°",
                "will false", "did (35.1, 129.0) ±1.0°×1.0°",
                "will false", "did (35.1, 129.0) ±0.5°×0.5°",
            ])
        XCTAssertEqual(map.centerCoordinate, busan)
    }

    func testAnOverlayIsDrawnByTheRendererItsDelegateMakes() {
        let map = MKMapView()
        let circle = MKCircle(center: seoul, radius: 1000)
        map.addOverlay(circle)
        XCTAssertNil(map.renderer(for: circle), "no delegate, no renderer")
        let log = Log()
        map.delegate = log
        let second = MKCircle(center: busan, radius: 500)
        map.addOverlay(second)
        XCTAssertEqual(
            log.lines,
            [
                "renderer for <MKCircle (37.5, 127.0) r=1000.0>",
                "renderer for <MKCircle (35.1, 129.0) r=500.0>",
                "added 1",
            ])
        XCTAssertEqual((map.renderer(for: second) as? MKCircleRenderer)?.fillColor, .blue)
        map.removeOverlay(circle)
        XCTAssertNil(map.renderer(for: circle))
        XCTAssertEqual(map.overlays.count, 1)
    }

    func testAnOverlayOrPinAddedTwiceIsOnTheMapOnce() {
        let map = MKMapView()
        let log = Log()
        map.delegate = log
        let circle = MKCircle(center: seoul, radius: 1000)
        map.addOverlay(circle)
        map.addOverlays([circle, circle])
        let pin = MKPointAnnotation(coordinate: seoul, title: "Seoul")
        map.addAnnotations([pin, pin])
        map.addAnnotation(pin)
        XCTAssertEqual(log.lines, ["renderer for <MKCircle (37.5, 127.0) r=1000.0>", "added 1"])
        XCTAssertEqual(map.overlays.count, 1)
        XCTAssertEqual(map.annotations.count, 1)
    }

    func testTheUserSelectsOnlyAPinOnTheMapAndNotWhenTheMapIgnoresTouches() {
        let map = MKMapView()
        let log = Log()
        map.delegate = log
        let pin = MKPointAnnotation(coordinate: seoul, title: "Seoul")
        let elsewhere = MKPointAnnotation(coordinate: busan, title: "Busan")
        map.addAnnotation(pin)
        map.simulateSelect(pin)
        map.simulateSelect(elsewhere)
        map.isUserInteractionEnabled = false
        map.simulateSelect(pin)
        map.simulatePan(to: busan)
        XCTAssertEqual(log.lines, ["selected Seoul"])
    }

    func testARegionInMetersIsAboutAHundredAndElevenKilometresADegree() {
        let region = MKCoordinateRegion(
            center: seoul, latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        XCTAssertEqual(region.span.latitudeDelta, 1, accuracy: 0.000_001)
        XCTAssertEqual(region.span.longitudeDelta, 1 / cos(37.5 * .pi / 180), accuracy: 0.000_001)
    }
}
