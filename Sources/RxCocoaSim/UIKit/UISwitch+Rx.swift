import RxCore
import UIKitSim

extension Reactive where Base: UISwitch {
    /// Whether the switch is on: now, then after each flip by the user; binding sets it.
    public var isOn: ControlProperty<Bool> {
        isOnProperty()
    }

    /// The same as `isOn`.
    public var value: ControlProperty<Bool> {
        isOnProperty()
    }

    /// The one property `isOn` and `value` both are, named in a chain view after the one the code asked
    /// for (`name`).
    private func isOnProperty(name: String = #function) -> ControlProperty<Bool> {
        controlPropertyWithDefaultEvents(
            getter: { uiSwitch in
                uiSwitch.isOn
            },
            setter: { uiSwitch, value in
                uiSwitch.isOn = value
            },
            name: .reactive(name)
        )
    }
}
