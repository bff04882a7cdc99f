import RxCore
import UIKitSim

extension Reactive where Base: UIStepper {
    /// The value: now, then after each tap of the user; binding sets it.
    public var value: ControlProperty<Double> {
        controlPropertyWithDefaultEvents(
            getter: { stepper in
                stepper.value
            },
            setter: { stepper, value in
                stepper.value = value
            },
            name: .reactive("value")
        )
    }
}
