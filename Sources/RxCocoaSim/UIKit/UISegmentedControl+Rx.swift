import RxCore
import UIKitSim

extension Reactive where Base: UISegmentedControl {
    /// The selected segment's index (the same as `value`).
    public var selectedSegmentIndex: ControlProperty<Int> {
        value
    }

    /// The selected segment's index: now, then after each selection by the user; binding sets it.
    public var value: ControlProperty<Int> {
        controlPropertyWithDefaultEvents(
            getter: { segmentedControl in
                segmentedControl.selectedSegmentIndex
            },
            setter: { segmentedControl, value in
                segmentedControl.selectedSegmentIndex = value
            }
        )
    }

    /// Binds to the title of the segment at `index`.
    public func titleForSegment(at index: Int) -> Binder<String?> {
        Binder(base) { segmentedControl, title in
            segmentedControl.setTitle(title, forSegmentAt: index)
        }
    }
}
