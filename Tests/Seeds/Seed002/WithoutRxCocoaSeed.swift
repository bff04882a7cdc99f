// swift-format-ignore-file: the code is kept as close as Linux allows to what the seed writes.

// Seed 002, section "Extensions are optional": the same login field without RxCocoa. The seed uses
// `addTarget(_:action:for:)` with `#selector` and an `@objc` method; both need the Objective-C
// runtime, which Linux lacks, so this one example differs from the seed: the target-action is a
// closure (`UIAction`, UIKit's own closure-based API since iOS 14) calling the same method.
import RxSandbox

final class LoginWithoutRxViewController: UIViewController {
    let loginField = UITextField()
    let viewModel = LoginViewModel()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Linux: `loginField.addTarget(self, action: #selector(textChanged(sender:)), for: …)`.
        loginField.addAction(
            UIAction { [weak self] action in self?.textChanged(sender: action.sender as Any) },
            for: [.allEditingEvents, .valueChanged])

        //as Observer
        viewModel.loginRelay
            .subscribe(onNext: { [weak self] text in
                self?.loginField.text = text
            })
            .disposed(by: disposeBag)
    }

    //as Observable
    // Linux: the seed's method is `@objc private`; without Objective-C it is a plain method.
    private func textChanged(sender: Any) {
        if let textField = sender as? UITextField,
            textField == loginField,
            let text = loginField.text
        {
            viewModel.loginRelay.accept(text)
        }
    }
}
