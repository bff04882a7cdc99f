import Foundation
import UIKitSim
import XCTest

/// What the simulated UIKit does the same way every run: the order attached objects go in, a date
/// picker's first date, the words a map records for a pin of the learner's own class.
final class SimulatedDeterminismTests: XCTestCase {
    /// Writes its name into `gone` when it is released.
    private final class Witness {
        let name: String
        let gone: (String) -> Void

        init(_ name: String, gone: @escaping (String) -> Void) {
            self.name = name
            self.gone = gone
        }

        deinit { gone(name) }
    }

    private final class KeyA {}
    private final class KeyB {}
    private final class KeyC {}

    func testAttachedObjectsGoWithTheirOwnerInTheOrderTheyWereAttached() {
        var released: [String] = []
        for _ in 0..<20 {
            var owner: UIView? = UIView()
            let note = { (name: String) in released.append(name) }
            owner!.attachedObjects[ObjectIdentifier(KeyC.self)] = Witness("c", gone: note)
            owner!.attachedObjects[ObjectIdentifier(KeyA.self)] = Witness("a", gone: note)
            owner!.attachedObjects[ObjectIdentifier(KeyB.self)] = Witness("b", gone: note)
            owner!.attachedObjects[ObjectIdentifier(KeyA.self)] = Witness("a2", gone: note)
            XCTAssertEqual(released, ["a"], "replacing releases the object replaced")
            owner = nil
            XCTAssertEqual(released, ["a", "c", "a2", "b"])
            released = []
        }
    }

    func testADatePickerStartsAtTheSameDateEveryRun() {
        XCTAssertEqual(UIDatePicker().date, Date(timeIntervalSince1970: 1_767_225_600))
        XCTAssertEqual(UIDatePicker().date, UIDatePicker.initialDate)
    }

    private final class Station: NSObject, MKAnnotation {
        let coordinate = CLLocationCoordinate2D(latitude: 1, longitude: 2)
    }

    func testAMapRecordsAPinOfYourOwnClassWithoutItsAddress() {
        var recorded: [String] = []
        let observation = PropertyChangeLog.observe { change in
            if change.property == "annotations" { recorded.append(PropertyChange.describe(change.newValue)) }
        }
        let map = MKMapView()
        map.addAnnotation(Station())
        observation.cancel()
        XCTAssertEqual(recorded, ["[\"<Station>\"]"])
    }
}

extension PropertyChange {
    /// A recorded value as `print` would show it.
    fileprivate static func describe(_ value: Any?) -> String {
        value.map { String(describing: $0) } ?? "nil"
    }
}
