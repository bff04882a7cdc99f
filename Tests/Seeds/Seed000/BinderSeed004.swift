// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 004 ("Binder"), as the seed writes it. Its first snippet uses `editingDidEnd` and `borderColor`,
// which it does not declare: they are seed 000's custom extensions (CustomEvent.swift), which is why
// seed 004 lives in this module.
import RxSandbox

extension Reactive where Base: UILabel {
    var segementedValue: Binder<Int> {
        return Binder(self.base) { label, index in
            switch index {
            case 0:
                label.text = "Red"
                label.textColor = UIColor.red
            case 1:
                label.text = "Green"
                label.textColor = UIColor.green
            case 2:
                label.text = "Blue"
                label.textColor = UIColor.blue
            default:
                label.text = "Unknown"
                label.textColor = UIColor.black
            }
        }
    }
}

// Scaffolding: the screen the seed's usage snippets run in.
final class BinderViewController: UIViewController {
    let inputField = UITextField()
    let colorPicker = UISegmentedControl(items: ["Red", "Green", "Blue"])
    let valueLabel = UILabel()
    let bag = DisposeBag()

    func bindBorderColor() {
        inputField.rx.editingDidEnd
            .map { UIColor.gray }
            .bind(to: inputField.rx.borderColor)
            .disposed(by: bag)
    }

    func bindColorPicker() {
        colorPicker.rx.selectedSegmentIndex
            .bind(to: valueLabel.rx.segementedValue)
            .disposed(by: bag)
    }
}
