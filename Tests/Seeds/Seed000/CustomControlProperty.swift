// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 000, section "Custom ControlProperty", as the seed writes it.
import RxSandbox

extension Reactive where Base: UISlider {
    var color: ControlProperty<UIColor?> {
        return base.rx.controlProperty(editingEvents: .valueChanged) { slider in
            UIColor(white: CGFloat(slider.value), alpha: 1.0)
        } setter: { slider, color in
            var white = CGFloat(1)
            color?.getWhite(&white, alpha: nil)
            slider.value = Float(white)
        }

    }
}
