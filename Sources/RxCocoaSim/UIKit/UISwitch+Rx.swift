import RxCore
import UIKitSim

extension Reactive where Base: UISwitch {
    /// Whether the switch is on: now, then after each flip by the user; binding sets it.
    public var isOn: ControlProperty<Bool> {
        value
    }

    /// The same as `isOn`.
    public var value: ControlProperty<Bool> {
        controlPropertyWithDefaultEvents(
            getter: { uiSwitch in
                uiSwitch.isOn
            },
            setter: { uiSwitch, value in
                uiSwitch.isOn = value
            }
        )
    }
}
