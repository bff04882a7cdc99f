// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 000, section "Custom Event", as the seed writes it.
import RxSandbox

extension Reactive where Base: UITextField {
    var borderColor: Binder<UIColor> {
        return Binder(self.base) { tf, color in
            tf.layer.borderColor = color.cgColor
        }
    }

    // 커스텀 컨트롤 이벤트
    var editingDidBegin: ControlEvent<Void> {
        return controlEvent(.editingDidBegin)
    }

    // 커스텀 컨트롤 이벤트
    var editingDidEnd: ControlEvent<Void> {
        return controlEvent(.editingDidEnd)
    }
}
