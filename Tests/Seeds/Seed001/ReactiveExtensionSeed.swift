// swift-format-ignore-file: the code is kept exactly as the seed writes it.

// Seed 001 ("Extension Reactive"), the learner-side snippets, as the seed writes them. (Its other
// snippets quote RxSwift's and RxCocoa's own declarations — `Reactive`, `ControlEventType`,
// `ControlPropertyType`, `Binder`, `UIButton.rx.tap`, `UITextField.rx.text` — which the sandbox
// provides in RxCocoaSim.)
import RxSandbox

// Scaffolding: the seed's placeholder type for "some type you extend".
final class SomeType: NSObject {}

// 기본적인 패턴은 다음과 같습니다.
extension Reactive where Base: SomeType {}

extension Reactive where Base: UITextField {
    var text: Binder<String> {
        return Binder(self.base) { textField, text in
            textField.text = text
        }
    }
}

extension Reactive where Base: UIScrollView {
    var currentPage: Observable<Int> {
        return didEndDecelerating.map({
            let pageWidth = self.base.frame.width
            let page = floor((self.base.contentOffset.x - pageWidth / 2) / pageWidth) + 1
            return Int(page)
        })
    }
}
