import Foundation
import UIKitSim
import XCTest

/// The simulated scroll view's zoom: a pinch zooms only a view the delegate names, within the range.
final class SimulatedZoomTests: XCTestCase {
    private final class Zoomer: UIScrollViewDelegate {
        let content = UIView()
        var zooms = true
        var log: [String] = []

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zooms ? content : nil }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            log.append("willBegin \(view === content)")
        }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { log.append("didZoom \(scrollView.zoomScale)") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            log.append("didEnd \(scale)")
        }
    }

    func testAPinchZoomsTheDelegatesViewWithinTheRange() {
        let scrollView = UIScrollView()
        let zoomer = Zoomer()
        scrollView.delegate = zoomer
        scrollView.simulatePinch(toScale: 2)  // the range is 1…1: no zoom
        scrollView.maximumZoomScale = 3
        scrollView.simulatePinch(toScale: 5)
        zoomer.zooms = false
        scrollView.simulatePinch(toScale: 1)  // no view for zooming: nothing
        XCTAssertEqual(zoomer.log, ["willBegin true", "didZoom 3.0", "didEnd 3.0"])
        XCTAssertEqual(scrollView.zoomScale, 3)
        scrollView.setZoomScale(0.5, animated: false)
        XCTAssertEqual(scrollView.zoomScale, 1)
    }
}
