// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 001's usage snippets, each as the seed writes it, inside the screen they belong to. The
// scaffolding (the controls, the view model's input, the sequences the snippets bind) is marked.
import RxSandbox

// Scaffolding: the view model's input the snippets bind to.
final class ReactiveExtensionInput {
    let buttonTapped = PublishRelay<Void>()
    let currentIndex = BehaviorRelay<Int>(value: 0)
}

final class ReactiveExtensionViewController: UIViewController {
    // Scaffolding: the controls and sequences the snippets use.
    let button = UIButton()
    let textField = UITextField()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let input = ReactiveExtensionInput()
    let someText = BehaviorRelay<String?>(value: "some text")
    let text = BehaviorRelay<String>(value: "text")
    let bag = DisposeBag()

    /// ControlEvent: the button's taps, bound to the view model's input.
    func bindButton() {
        // 아래 코드처럼 이벤트를 바인딩하여 사용할 수 있습니다.
        button.rx.tap
            .bind(to: input.buttonTapped)
            .disposed(by: bag)
    }

    /// ControlProperty: a text bound to the built-in `rx.text`.
    func bindSomeText() {
        // 이 프로퍼티는 아래 코드처럼 바인딩하여 사용할 수 있습니다.
        someText
            .bind(to: textField.rx.text)
            .disposed(by: bag)
    }

    /// Binder: a text bound to the custom `text` binder.
    func bindText() {
        // 이 프로퍼티는 아래 코드처럼 바인딩하여 사용할 수 있습니다.
        text
            .bind(to: textField.rx.text)
            .disposed(by: bag)
    }

    /// The custom `currentPage`, bound to the view model's input.
    func bindCurrentPage() {
        scrollView.rx.currentPage
            .distinctUntilChanged()
            .bind(to: input.currentIndex)
            .disposed(by: bag)
    }
}
