import LessonKit
import RxSandbox

// @code custom-event
extension Reactive where Base: UITextField {
    var borderColor: Binder<UIColor> {
        return Binder(self.base) { tf, color in
            tf.layer.borderColor = color.cgColor
        }
    }

    // custom control event
    var editingDidBegin: ControlEvent<Void> {
        return controlEvent(.editingDidBegin)
    }

    // custom control event
    var editingDidEnd: ControlEvent<Void> {
        return controlEvent(.editingDidEnd)
    }
}
// @end

// @code dismiss-keyboard
/// The screen of the border-color scene, as an app writes it. UIKit never ends editing by itself:
/// the app resigns the field when the user taps the background or presses return.
final class FormViewController: UIViewController, UITextFieldDelegate {
    let inputField = UITextField()
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(inputField)
        inputField.delegate = self
        // A tap on the background ends editing in the whole screen.
        view.rx.tapGesture()
            .when(.recognized)
            .subscribe(onNext: { [weak self] _ in self?.view.endEditing(true) })
            .disposed(by: bag)
    }

    // Return: the app resigns the field; answering true alone would not.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
// @end

/// A ControlEvent: a control's events as a sequence that sends no initial element, never fails and
/// completes when the control goes away.
let controlEventLesson = Lesson(
    id: "control-event",
    title: Localized(ko: "커스텀 ControlEvent", en: "A custom ControlEvent"),
    summary: Localized(
        ko: "controlEvent(_:)로 컨트롤의 이벤트를 ControlEvent로 만들고, 그 약속을 확인합니다",
        en: "Make a control's events a ControlEvent with controlEvent(_:), and see what it promises"),
    scenes: [
        Scene("tap") { stage in
            let button = stage.show(UIButton(), as: "button", properties: [])
            // @code tap
            stage.record(button.rx.tap, as: "button.rx.tap")
            stage.record(button.rx.controlEvent(.touchUpInside), as: "controlEvent(.touchUpInside)")
            stage.record(button.rx.controlEvent(.touchDown), as: "controlEvent(.touchDown)")
            print(
                Localized(
                    ko: "버튼에 등록된 액션: \(button.actionCount)개",
                    en: "actions registered on the button: \(button.actionCount)"))
            // @end
            stage.user(at: 20, Localized(ko: "탭", en: "tap")) { button.simulateTap() }
            stage.user(at: 50, Localized(ko: "탭", en: "tap")) { button.simulateTap() }
            stage.expect("button.rx.tap", "--x--x", values: ["x": "()"])
            stage.expect("controlEvent(.touchUpInside)", "--x--x", values: ["x": "()"])
            stage.expect("controlEvent(.touchDown)", "--x--x", values: ["x": "()"])
        },
        Scene("border-color") { stage in
            let screen = stage.show(FormViewController(), as: "screen", properties: [])
            screen.loadViewIfNeeded()
            let inputField = stage.show(
                screen.inputField, as: "inputField", properties: ["isEditing", "layer.borderColor"])
            let bag = stage.disposeBag
            // @code border-color
            inputField.rx.editingDidEnd
                .map { UIColor.gray }
                .bind(to: inputField.rx.borderColor)
                .disposed(by: bag)
            // @end
            // @code border-color-begin
            inputField.rx.editingDidBegin
                .map { UIColor.blue }
                .bind(to: inputField.rx.borderColor)
                .disposed(by: bag)
            // @end
            stage.record(inputField.rx.editingDidBegin, as: "inputField.rx.editingDidBegin")
            stage.record(inputField.rx.editingDidEnd, as: "inputField.rx.editingDidEnd")
            stage.user(at: 20, Localized(ko: "필드 탭", en: "tap field")) { inputField.becomeFirstResponder() }
            stage.user(at: 30, Localized(ko: "hi 입력", en: "type hi")) { inputField.simulateTyping("hi") }
            stage.user(at: 50, Localized(ko: "배경 탭", en: "tap background")) { screen.view.simulateTap() }
            stage.user(at: 70, Localized(ko: "필드 탭", en: "tap field")) { inputField.becomeFirstResponder() }
            stage.user(at: 90, Localized(ko: "리턴 키", en: "return")) { inputField.simulateReturnKey() }
            stage.expect("inputField.rx.editingDidBegin", "--x----x", values: ["x": "()"])
            stage.expect("inputField.rx.editingDidEnd", "-----x---x", values: ["x": "()"])
            stage.expect(
                "inputField.layer.borderColor", "--b--g-b-g", values: ["b": "blue", "g": "gray"])
        },
        Scene("return-alone") { stage in
            let inputField = stage.show(UITextField(), as: "inputField", properties: ["isEditing"])
            stage.record(inputField.rx.editingDidEnd, as: "inputField.rx.editingDidEnd")
            stage.user(at: 20, Localized(ko: "hi 입력", en: "type hi")) { inputField.simulateTyping("hi") }
            stage.user(at: 40, Localized(ko: "리턴 키", en: "return")) { inputField.simulateReturnKey() }
            stage.expect("inputField.isEditing", "--t", values: ["t": "true"])
            stage.expect("inputField.rx.editingDidEnd", "")
        },
        Scene("released-control") { stage in
            var inputField: UITextField? = UITextField()
            // @code released-control
            let editingDidEnd = inputField!.rx.editingDidEnd
            stage.record(editingDidEnd, as: "editingDidEnd")
            stage.record(inputField!.rx.deallocated, as: "inputField.rx.deallocated")
            stage.at(40) { inputField = nil }  // the screen closes: the field is released
            stage.at(60) { stage.record(editingDidEnd, as: "editingDidEnd@60") }
            // @end
            stage.user(at: 10, Localized(ko: "필드 탭", en: "tap field")) { inputField?.becomeFirstResponder() }
            stage.user(at: 20, Localized(ko: "편집 끝", en: "end editing")) {
                inputField?.resignFirstResponder()
            }
            stage.expect("editingDidEnd", "--x-|", values: ["x": "()"])
            stage.expect("inputField.rx.deallocated", "----(x|)", values: ["x": "()"])
            stage.expect("editingDidEnd@60", "------|")
        },
    ])
