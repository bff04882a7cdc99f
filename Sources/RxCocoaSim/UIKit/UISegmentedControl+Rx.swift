import RxCore
import UIKitSim

extension Reactive where Base: UISegmentedControl {
    /// The selected segment's index (the same as `value`).
    public var selectedSegmentIndex: ControlProperty<Int> {
        indexProperty()
    }

    /// The selected segment's index: now, then after each selection by the user; binding sets it.
    public var value: ControlProperty<Int> {
        indexProperty()
    }

    /// The one property `selectedSegmentIndex` and `value` both are, named in a chain view after the one
    /// the code asked for (`name`).
    private func indexProperty(name: String = #function) -> ControlProperty<Int> {
        controlPropertyWithDefaultEvents(
            getter: { segmentedControl in
                segmentedControl.selectedSegmentIndex
            },
            setter: { segmentedControl, value in
                segmentedControl.selectedSegmentIndex = value
            },
            name: .reactive(name)
        )
    }

    /// Binds to the title of the segment at `index`.
    public func titleForSegment(at index: Int) -> Binder<String?> {
        Binder(base) { segmentedControl, title in
            segmentedControl.setTitle(title, forSegmentAt: index)
        }
    }
}

extension Reactive where Base: UISegmentedControl {
    /// Binds whether the user can pick the segment at `index`.
    public func enabledForSegment(at index: Int) -> Binder<Bool> {
        Binder(base) { segmentedControl, enabled in
            segmentedControl.setEnabled(enabled, forSegmentAt: index)
        }
    }

    /// Binds to the image of the segment at `index`.
    public func imageForSegment(at index: Int) -> Binder<UIImage?> {
        Binder(base) { segmentedControl, image in
            segmentedControl.setImage(image, forSegmentAt: index)
        }
    }
}
