import LessonKit
import RxSandbox

// Scaffolding: the post's placeholder for "the type you extend".
private final class SomeType: NSObject {}

// @code basic-pattern
extension Reactive where Base: SomeType {}
// @end

// @code static-member
extension Reactive where Base: UIButton {
    /// Which of `buttons` the user taps, as its index. A static member: it belongs to no one button.
    static func tappedIndex(among buttons: [UIButton]) -> Observable<Int> {
        let taps = buttons.enumerated().map { index, button in
            button.rx.tap.map { index }
        }
        return Observable.merge(taps)
    }
}
// @end

// @code plain-text-binder
extension Reactive where Base: UITextField {
    // The post names it `text`: renamed, because RxCocoa's `rx.text` already exists on UITextField.
    var plainText: Binder<String> {
        return Binder(self.base) { textField, text in
            textField.text = text
        }
    }
}
// @end

/// Scaffolding: the view model's input the post's button binds to.
private final class ScreenInput {
    let buttonTapped = PublishRelay<Void>()
}

/// Scaffolding: the screen the post's `button.rx.tap` snippet lives in.
private final class TapScreen {
    let button = UIButton()
    let input: ScreenInput
    let bag = DisposeBag()

    init(input: ScreenInput) {
        self.input = input
    }

    func bindButton() {
        // @code tap
        button.rx.tap
            .bind(to: input.buttonTapped)
            .disposed(by: bag)
        // @end
    }
}

/// `.rx`: `Reactive<Base>`, `ReactiveCompatible`, key-path binders, and the three kinds of members an
/// extension adds (from a Korean post on extending `Reactive`).
let reactiveNamespace = Lesson(
    id: "reactive-namespace",
    title: Localized(ko: ".rx 네임스페이스와 Reactive", en: "The .rx namespace and Reactive"),
    summary: Localized(
        ko: "Reactive<Base>와 ReactiveCompatible이 .rx를 만드는 방법, 키 패스 Binder, 익스텐션의 기본 패턴을 봅니다",
        en: "How Reactive<Base> and ReactiveCompatible make .rx, key-path binders, and the extension pattern"),
    scenes: [
        Scene("namespace") { stage in
            let greetings = PublishSubject<String>()
            stage.record(greetings, as: "greetings")
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            // @code namespace
            let rx: Reactive<UILabel> = label.rx  // a small value holding the label
            print(
                rx.base === label
                    ? Localized(
                        ko: "\(type(of: rx))의 base는 레이블 자신입니다",
                        en: "\(type(of: rx)) holds the label itself as base")
                    : Localized(
                        ko: "\(type(of: rx))의 base는 다른 객체입니다", en: "\(type(of: rx)) holds another object"))
            print(type(of: UIColor.red.rx), type(of: CLLocationManager().rx))  // every NSObject has .rx
            print(type(of: UILabel.rx))  // the static side

            let same = Reactive(label)  // exactly what `label.rx` returns
            greetings
                .bind(to: same.text)
                .disposed(by: stage.disposeBag)
            // @end
            stage.at(10) { greetings.onNext("Hello") }
            stage.at(30) { greetings.onNext("안녕하세요") }
            stage.expect("label.text", "-h-a", values: ["h": "Hello", "a": "안녕하세요"])
        },
        Scene("static-rx") { stage in
            let redButton = stage.show(UIButton(), as: "redButton", properties: [])
            let greenButton = stage.show(UIButton(), as: "greenButton", properties: [])
            let blueButton = stage.show(UIButton(), as: "blueButton", properties: [])
            let choiceLabel = stage.show(UILabel(), as: "choiceLabel", properties: ["text"])
            // @code static-use
            UIButton.rx.tappedIndex(among: [redButton, greenButton, blueButton])
                .map { index in ["Red", "Green", "Blue"][index] }
                .bind(to: choiceLabel.rx.text)
                .disposed(by: stage.disposeBag)
            // @end
            stage.user(at: 10, Localized(ko: "초록 버튼 탭", en: "tap green")) { greenButton.simulateTap() }
            stage.user(at: 30, Localized(ko: "파랑 버튼 탭", en: "tap blue")) { blueButton.simulateTap() }
            stage.user(at: 50, Localized(ko: "빨강 버튼 탭", en: "tap red")) { redButton.simulateTap() }
            stage.expect(
                "choiceLabel.text", "-g-b-r", values: ["g": "Green", "b": "Blue", "r": "Red"])
        },
        Scene("key-path") { stage in
            let isOnline = PublishSubject<Bool>()
            stage.record(isOnline, as: "isOnline")
            let statusDot = stage.show(UIView(), as: "statusDot", properties: ["backgroundColor"])
            let retryButton = stage.show(UIButton(), as: "retryButton", properties: ["isHidden"])
            let bag = stage.disposeBag
            // @code key-path
            isOnline
                .map { online in online ? UIColor.green : UIColor.red }
                .bind(to: statusDot.rx.backgroundColor)  // Binder<UIColor?> from \.backgroundColor
                .disposed(by: bag)
            isOnline
                .bind(to: retryButton.rx.isHidden)  // Binder<Bool> from \.isHidden
                .disposed(by: bag)
            // @end
            stage.at(10) { isOnline.onNext(true) }
            stage.at(30) { isOnline.onNext(false) }
            stage.at(50) { isOnline.onNext(true) }
            stage.expect(
                "statusDot.backgroundColor", "-g-r-g", values: ["g": "green", "r": "red"])
            stage.expect("retryButton.isHidden", "-t-f-t", values: ["t": "true", "f": "false"])
        },
        Scene("tap") { stage in
            let input = ScreenInput()
            var screen: TapScreen? = TapScreen(input: input)
            stage.record(screen!.button.rx.tap, as: "button.rx.tap")
            stage.record(input.buttonTapped, as: "input.buttonTapped")
            screen?.bindButton()
            stage.user(at: 10, Localized(ko: "탭", en: "tap")) { screen?.button.simulateTap() }
            stage.user(at: 30, Localized(ko: "탭", en: "tap")) { screen?.button.simulateTap() }
            stage.at(50) { screen = nil }
            stage.expect("button.rx.tap", "-x-x-|", values: ["x": "()"])
            stage.expect("input.buttonTapped", "-x-x", values: ["x": "()"])
        },
        Scene("some-text") { stage in
            let someText = BehaviorRelay<String?>(value: "some text")
            stage.record(someText, as: "someText")
            let textField = stage.show(UITextField(), as: "textField", properties: ["text"])
            textField.becomeFirstResponder()  // the cursor is already in the field
            let bag = stage.disposeBag
            // @code some-text
            someText
                .bind(to: textField.rx.text)
                .disposed(by: bag)
            // @end
            stage.record(textField.rx.text, as: "textField.rx.text")
            stage.at(20) { someText.accept("hello") }
            stage.user(at: 40, Localized(ko: "! 입력", en: "types !")) { textField.simulateTyping("!") }
            stage.expect("someText", "s-h", values: ["s": "some text", "h": "hello"])
            let values = ["s": "some text", "h": "hello", "x": "hello!"]
            stage.expect("textField.text", "s-h-x", values: values)
            stage.expect("textField.rx.text", "s---x", values: ["s": "some text", "x": "hello!"])
        },
        Scene("plain-text") { stage in
            let text = BehaviorRelay<String>(value: "text")
            stage.record(text, as: "text")
            let customField = stage.show(UITextField(), as: "customField", properties: ["text"])
            let builtInField = stage.show(UITextField(), as: "builtInField", properties: ["text"])
            let bag = stage.disposeBag
            // @code bind-plain-text
            text
                .bind(to: customField.rx.plainText)  // the post: `.bind(to: textField.rx.text)`
                .disposed(by: bag)
            // @end
            // @code bind-built-in-text
            text
                .bind(to: builtInField.rx.text)  // RxCocoa's ControlProperty<String?>
                .disposed(by: bag)
            // @end
            stage.at(20) { text.accept("more") }
            stage.at(40) { text.accept("more") }
            let values = ["t": "text", "m": "more"]
            stage.expect("text", "t-m-m", values: values)
            stage.expect("customField.text", "t-m-m", values: values)
            stage.expect("builtInField.text", "t-m", values: values)
        },
    ])
