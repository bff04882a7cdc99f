// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 000 ("RxSwift - Custom Extension"), section "Custom Binder", as the seed writes it.
import RxSandbox

extension Reactive where Base: UILabel {
    var segmentedValue: Binder<Int> {
        return Binder(self.base) { label, index in
            switch index {
            case 0:
                label.textColor = .red
                label.text = "Red"
            case 1:
                label.textColor = .green
                label.text = "Green"
            case 2:
                label.textColor = .blue
                label.text = "Blue"
            default:
                label.textColor = .black
                label.text = "Unknown"
            }
        }
    }
}
