import RxCore
import UIKitSim

// @code UIButton.rx.tap
extension Reactive where Base: UIButton {
    /// The button's taps (`touchUpInside`).
    public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside, name: .reactive("tap"))
    }

    /// Binds to the title for `controlState` (normal by default).
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in
            button.setTitle(title, for: controlState)
        }
    }
}
// @end
