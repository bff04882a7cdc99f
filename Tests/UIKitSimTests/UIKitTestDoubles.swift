import Foundation
import UIKitSim
import XCTest

/// Records the property changes reported while it lives.
final class ChangeRecorder {
    private(set) var changes: [PropertyChange] = []
    private var observation: PropertyChangeObservation?

    init() {
        observation = PropertyChangeLog.observe { [unowned self] change in changes.append(change) }
    }

    /// `property: old -> new` for each change, values written as `PropertyChange.text(of:)` writes them.
    var lines: [String] {
        changes.map {
            "\($0.property): \(PropertyChange.text(of: $0.oldValue)) -> \(PropertyChange.text(of: $0.newValue))"
        }
    }
}

/// A delegate of every simulated kind that writes down each call it receives.
final class CallLog: UIScrollViewDelegate, UITableViewDelegate, UITableViewDataSource,
    CLLocationManagerDelegate
{
    var calls: [String] = []
    var rows: [String] = []
    var cellsMade = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll \(scrollView.contentOffset.x),\(scrollView.contentOffset.y)")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging dragging=\(scrollView.isDragging)")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging target=\(targetContentOffset.pointee.x)")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging decelerate=\(decelerate) dragging=\(scrollView.isDragging)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append("willBeginDecelerating decelerating=\(scrollView.isDecelerating)")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating decelerating=\(scrollView.isDecelerating)")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        calls.append("didEndScrollingAnimation")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        calls.append("numberOfRows \(section)")
        return rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append("cellForRow \(indexPath.row)")
        cellsMade += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        calls.append("commit \(editingStyle) \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        calls.append("willDisplay \(indexPath.row)")
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        calls.append("didUpdateLocations \(locations.map(\.description).joined(separator: " "))")
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        calls.append("didFail")
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        calls.append("didChangeAuthorization \(manager.authorizationStatus)")
    }
}

/// A cell that counts how often it is prepared for reuse.
final class CountingCell: UITableViewCell {
    var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}
