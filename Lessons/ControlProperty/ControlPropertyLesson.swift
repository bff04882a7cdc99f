import LessonKit
import RxSandbox

// @code slider-color
extension Reactive where Base: UISlider {
    var color: ControlProperty<UIColor?> {
        return base.rx.controlProperty(editingEvents: .valueChanged) { slider in
            UIColor(white: CGFloat(slider.value), alpha: 1.0)
        } setter: { slider, color in
            var white = CGFloat(1)
            color?.getWhite(&white, alpha: nil)
            slider.value = Float(white)
        }
    }
}
// @end

/// The view model the login field binds to (from the post *Writing custom extensions*).
private final class LoginViewModel {
    let loginRelay = BehaviorRelay<String>(value: "")
}

/// A ControlProperty: a UI property that is both a sequence (its value now, then each user edit) and
/// an observer (bind to it to set the property).
let controlPropertyLesson = Lesson(
    id: "control-property",
    title: Localized(ko: "커스텀 ControlProperty", en: "A custom ControlProperty"),
    summary: Localized(
        ko: "읽고 쓰는 UI 프로퍼티를 ControlProperty로 만들고, 사용자 편집만 방출된다는 규칙을 확인합니다",
        en: "Read and write a UI property with a ControlProperty; see that only user edits are sent"),
    scenes: [
        Scene("slider-value") { stage in
            let whiteSlider = stage.show(
                sliderAsPlacedInInterfaceBuilder(), as: "whiteSlider", properties: ["value"])
            let view = stage.show(UIView(), as: "view", properties: ["backgroundColor"])
            let bag = stage.disposeBag
            // @code slider-value
            whiteSlider.rx.value
                .map { UIColor(white: CGFloat($0), alpha: 1.0) }
                .bind(to: view.rx.backgroundColor)
                .disposed(by: bag)
            // @end
            stage.user(at: 20, Localized(ko: "1.0까지 드래그", en: "drag 1.0")) { whiteSlider.simulateDrag(to: 1) }
            stage.user(at: 40, Localized(ko: "0.0까지 드래그", en: "drag 0.0")) { whiteSlider.simulateDrag(to: 0) }
            stage.user(at: 60, Localized(ko: "0.5까지 드래그", en: "drag 0.5")) {
                whiteSlider.simulateDrag(to: 0.5)
            }
            stage.expect("whiteSlider.value", "--a-b-c", values: ["a": "1.0", "b": "0.0", "c": "0.5"])
            stage.expect(
                "view.backgroundColor", "g-w-b-g", values: ["g": "gray", "w": "white", "b": "black"])
        },
        Scene("custom-color") { stage in
            let whiteSlider = stage.show(
                sliderAsPlacedInInterfaceBuilder(), as: "whiteSlider", properties: ["value"])
            let resetButton = UIButton()
            let view = stage.show(UIView(), as: "view", properties: ["backgroundColor"])
            let bag = stage.disposeBag
            // @code bind-color
            whiteSlider.rx.color
                .bind(to: view.rx.backgroundColor)
                .disposed(by: bag)

            resetButton.rx.tap
                .map { UIColor(white: 0.5, alpha: 1.0) }
                .bind(to: view.rx.backgroundColor.asObserver(), whiteSlider.rx.color.asObserver())
                .disposed(by: bag)
            // @end
            stage.record(whiteSlider.rx.color, as: "whiteSlider.rx.color")
            stage.user(at: 20, Localized(ko: "1.0까지 드래그", en: "drag 1.0")) { whiteSlider.simulateDrag(to: 1) }
            stage.user(at: 40, Localized(ko: "리셋 버튼 탭", en: "tap reset")) { resetButton.simulateTap() }
            stage.user(at: 60, Localized(ko: "0.0까지 드래그", en: "drag 0.0")) { whiteSlider.simulateDrag(to: 0) }
            stage.expect("whiteSlider.value", "--a-b-c", values: ["a": "1.0", "b": "0.5", "c": "0.0"])
            stage.expect(
                "whiteSlider.rx.color", "g-w---b", values: ["g": "gray", "w": "white", "b": "black"])
            stage.expect(
                "view.backgroundColor", "g-w-g-b", values: ["g": "gray", "w": "white", "b": "black"])
        },
        Scene("reset-slider-only") { stage in
            let whiteSlider = stage.show(
                sliderAsPlacedInInterfaceBuilder(), as: "whiteSlider", properties: ["value"])
            let resetButton = UIButton()
            let view = stage.show(UIView(), as: "view", properties: ["backgroundColor"])
            let bag = stage.disposeBag
            // @code reset-slider-only
            whiteSlider.rx.color
                .bind(to: view.rx.backgroundColor)
                .disposed(by: bag)

            resetButton.rx.tap
                .map { UIColor(white: 0.5, alpha: 1.0) }
                .bind(to: whiteSlider.rx.color)  // the slider only
                .disposed(by: bag)
            // @end
            stage.record(whiteSlider.rx.color, as: "whiteSlider.rx.color")
            stage.user(at: 20, Localized(ko: "1.0까지 드래그", en: "drag 1.0")) { whiteSlider.simulateDrag(to: 1) }
            stage.user(at: 40, Localized(ko: "리셋 버튼 탭", en: "tap reset")) { resetButton.simulateTap() }
            stage.expect("whiteSlider.value", "--a-b", values: ["a": "1.0", "b": "0.5"])
            stage.expect("whiteSlider.rx.color", "g-w", values: ["g": "gray", "w": "white"])
            stage.expect("view.backgroundColor", "g-w", values: ["g": "gray", "w": "white"])
        },
        Scene("late-subscriber") { stage in
            let whiteSlider = stage.show(
                sliderAsPlacedInInterfaceBuilder(), as: "whiteSlider", properties: ["value"])
            let valueLabel = stage.show(UILabel(), as: "valueLabel", properties: ["text"])
            let changedLabel = stage.show(UILabel(), as: "changedLabel", properties: ["text"])
            let bag = stage.disposeBag
            stage.user(at: 10, Localized(ko: "1.0까지 드래그", en: "drag 1.0")) { whiteSlider.simulateDrag(to: 1) }
            // @code late-subscriber
            stage.at(30) {
                whiteSlider.rx.value
                    .map { "\($0)" }
                    .bind(to: valueLabel.rx.text)
                    .disposed(by: bag)

                whiteSlider.rx.value.changed
                    .map { "\($0)" }
                    .bind(to: changedLabel.rx.text)
                    .disposed(by: bag)
            }
            // @end
            stage.user(at: 50, Localized(ko: "0.0까지 드래그", en: "drag 0.0")) { whiteSlider.simulateDrag(to: 0) }
            stage.expect("whiteSlider.value", "-a---b", values: ["a": "1.0", "b": "0.0"])
            stage.expect("valueLabel.text", "---a-b", values: ["a": "1.0", "b": "0.0"])
            stage.expect("changedLabel.text", "-----b", values: ["b": "0.0"])
        },
        Scene("login-field") { stage in
            let loginField = stage.show(UITextField(), as: "loginField", properties: ["text"])
            let viewModel = LoginViewModel()
            let disposeBag = stage.disposeBag
            // @code login-field
            //as Observable
            loginField.rx.text.orEmpty
                .bind(to: viewModel.loginRelay)
                .disposed(by: disposeBag)

            //as Observer
            viewModel.loginRelay
                .bind(to: loginField.rx.text)
                .disposed(by: disposeBag)
            // @end
            stage.record(loginField.rx.text.orEmpty, as: "loginField.rx.text.orEmpty")
            stage.record(viewModel.loginRelay, as: "viewModel.loginRelay")
            stage.user(at: 10, Localized(ko: "필드 탭", en: "tap field")) { loginField.becomeFirstResponder() }
            stage.user(at: 20, Localized(ko: "a 입력", en: "type a")) { loginField.simulateTyping("a") }
            stage.user(at: 30, Localized(ko: "b 입력", en: "type b")) { loginField.simulateTyping("b") }
            stage.at(50) { viewModel.loginRelay.accept("bob") }
            stage.user(at: 70, Localized(ko: "! 입력", en: "type !")) { loginField.simulateTyping("!") }
            stage.expect(
                "loginField.text", "--ab-c-d", values: ["a": "a", "b": "ab", "c": "bob", "d": "bob!"])
            stage.expect(
                "loginField.rx.text.orEmpty", "eeab---d",
                values: ["e": "\"\"", "a": "a", "b": "ab", "d": "bob!"])
            stage.expect(
                "viewModel.loginRelay", "eeab-c-d",
                values: ["e": "\"\"", "a": "a", "b": "ab", "c": "bob", "d": "bob!"])
        },
    ])

/// Scaffolding: the slider as a storyboard gives it, at Interface Builder's default value, 0.5 (a
/// `UISlider()` made in code starts at 0).
private func sliderAsPlacedInInterfaceBuilder() -> UISlider {
    let slider = UISlider()
    slider.value = 0.5
    return slider
}
