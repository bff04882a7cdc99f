import LessonKit
import RxSandbox

// @code search-screen
/// A search screen: Return searches, but only when there is something to search for.
final class SearchViewController: UIViewController, UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let hasText = !(textField.text ?? "").isEmpty
        print("textFieldShouldReturn:", hasText)
        return hasText
    }
}
// @end

// @code resigning-screen
/// A form: Return puts the keyboard away.
final class FormFieldViewController: UIViewController, UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
// @end

/// The user's actions on the field, as the user lane labels them.
private let pressReturn = Localized(ko: "리턴 키", en: "Return")
private let tapField = Localized(ko: "필드 탭", en: "tap the field")

/// Observing a delegate method that returns a value: why `methodInvoked` cannot, how a proxy answers
/// it, and the app's delegate answering it behind the proxy.
let delegateReturnValueLesson = Lesson(
    id: "delegate-return-value",
    title: Localized(ko: "값을 돌려주는 델리게이트 메서드", en: "Delegate methods that return a value"),
    summary: Localized(
        ko: "textFieldShouldReturn처럼 값을 돌려주는 델리게이트 메서드는 관찰할 수 없습니다: 프록시가 답하고, 앱의 델리게이트가 프록시 뒤에서 답하게 합니다",
        en:
            "A delegate method that returns a value, like textFieldShouldReturn, cannot be observed: the proxy answers it, or lets the app's delegate answer behind it"
    ),
    scenes: [
        Scene("not-observable") { stage in
            let screen = UIView()
            let field = stage.show(UITextField(), as: "field", properties: ["isEditing"])
            screen.addSubview(field)
            // @code method-invoked
            let delegate = field.rx.delegate
            let shouldReturn = delegate.methodInvoked("textFieldShouldReturn(_:)")
            let didEndEditing = delegate.methodInvoked("textFieldDidEndEditing(_:)")
            // @end
            stage.record(shouldReturn.map { _ in "()" }, as: "methodInvoked(textFieldShouldReturn)")
            stage.record(didEndEditing.map { _ in "()" }, as: "methodInvoked(textFieldDidEndEditing)")
            stage.user(at: 10, "Seoul") { field.simulateTyping("Seoul") }
            stage.user(at: 20, pressReturn) { field.simulateReturnKey() }
            stage.user(at: 30, Localized(ko: "배경 탭", en: "tap the background")) {
                screen.endEditing(true)
            }
            stage.expect("methodInvoked(textFieldShouldReturn)", "")
            stage.expect("methodInvoked(textFieldDidEndEditing)", "---a", values: ["a": "()"])
            stage.expect("field.isEditing", "-t-f", values: ["t": "true", "f": "false"])
        },
        Scene("forwarding") { stage in
            let field = stage.show(UITextField(), as: "field", properties: ["isEditing"])
            let viewController = stage.show(SearchViewController(), as: "viewController", properties: [])
            let bag = stage.disposeBag
            stage.record(field.rx.returnKey.map { "()" }, as: "rx.returnKey")
            // @code forwarding
            field.rx.setDelegate(viewController)
                .disposed(by: bag)

            let searches = field.rx.controlEvent(.editingDidEndOnExit)
                .map { field.text ?? "" }
            // @end
            stage.record(searches, as: "searches")
            stage.record(field.rx.didEndEditing.map { "()" }, as: "rx.didEndEditing")
            stage.user(at: 10, tapField) { field.becomeFirstResponder() }
            stage.user(at: 20, pressReturn) { field.simulateReturnKey() }
            stage.user(at: 30, "Seoul") { field.simulateTyping("Seoul") }
            stage.user(at: 40, pressReturn) { field.simulateReturnKey() }
            stage.expect("rx.returnKey", "--a-a", values: ["a": "()"])
            stage.expect("searches", "----a", values: ["a": "Seoul"])
            stage.expect("rx.didEndEditing", "----a", values: ["a": "()"])
            stage.expect("field.isEditing", "-t--f", values: ["t": "true", "f": "false"])
        },
        Scene("resign") { stage in
            let field = stage.show(UITextField(), as: "field", properties: ["isEditing"])
            let viewController = stage.show(FormFieldViewController(), as: "viewController", properties: [])
            // @code resign
            field.delegate = viewController
            // @end
            stage.record(field.rx.controlEvent(.editingDidEnd).map { "()" }, as: "editingDidEnd")
            stage.record(field.rx.returnKey.map { "()" }, as: "rx.returnKey")
            stage.user(at: 10, "Seoul") { field.simulateTyping("Seoul") }
            stage.user(at: 20, pressReturn) { field.simulateReturnKey() }
            stage.at(20) {
                let adopted = (field.rx.delegate.forwardToDelegate() as AnyObject?) === viewController
                print(
                    Localized(
                        ko: "프록시가 viewController에 전달하는가: \(adopted)",
                        en: "the proxy forwards to viewController: \(adopted)"))
            }
            stage.expect("editingDidEnd", "--a", values: ["a": "()"])
            stage.expect("rx.returnKey", "--a", values: ["a": "()"])
            stage.expect("field.isEditing", "-tf", values: ["t": "true", "f": "false"])
        },
    ])
