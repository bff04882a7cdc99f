// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 002 ("Writing custom extensions"), the learner-side snippets, as the seed writes them. (Its
// other snippets quote RxCocoa's own extensions — `isAnimating`, `UIAlertAction.isEnabled`, `tap`,
// `itemSelected`, `UISlider.value` — which the sandbox provides in RxCocoaSim.)
import RxSandbox

// Scaffolding: the seed's placeholder class, a plain Swift class (an `NSObject` already has `.rx`).
final class SomeClass {}

extension Reactive where Base: SomeClass {
    func someObservable() -> Observable<Int> {
        // Scaffolding: the seed writes the placeholder `Observable<Int>...` here ("replacing
        // someObservable() to something meaningful in your context").
        return Observable<Int>.just(42)
    }
}

extension SomeClass: ReactiveCompatible {}

// Scaffolding: the view model the login field binds to.
final class LoginViewModel {
    let loginRelay = BehaviorRelay<String>(value: "")
}

// Scaffolding: the screen the login snippets run in.
final class LoginViewController: UIViewController {
    let loginField = UITextField()
    let viewModel = LoginViewModel()
    let disposeBag = DisposeBag()

    func bindAsObservable() {
        //as Observable
        loginField.rx.text.orEmpty
            .bind(to: viewModel.loginRelay)
            .disposed(by: disposeBag)
    }

    func bindAsObserver() {
        //as Observer
        viewModel.loginRelay
            .bind(to: loginField.rx.text)
            .disposed(by: disposeBag)
    }
}
