import RxCore
import UIKitSim

// @code UISlider.rx.value
extension Reactive where Base: UISlider {
    /// The value: now, then after each change by the user; binding sets it.
    public var value: ControlProperty<Float> {
        controlPropertyWithDefaultEvents(
            getter: { slider in
                slider.value
            },
            setter: { slider, value in
                slider.value = value
            },
            name: .reactive("value")
        )
    }
}
// @end
