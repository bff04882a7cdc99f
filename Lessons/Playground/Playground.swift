import LessonKit
import RxSandbox

// The sandbox corner: your own experiment. Change anything in this file, then run
// `swift run lessons run playground` to see its marbles (see README, "Your own experiment").

// @code my-extension
extension Reactive where Base: UILabel {
    /// A binder of my own: it shows the text in capitals.
    var shout: Binder<String> {
        return Binder(self.base) { label, text in
            label.text = text.uppercased()
        }
    }
}
// @end

/// Your experiment: the playground's scene. Its script is yours; `lessons run playground` runs it in
/// virtual time and draws its marbles and its chain.
public let experiment = Scene("experiment", tracesChain: true) { stage in
    // @code my-screen
    let nameField = stage.show(UITextField(), as: "nameField", properties: ["text"])
    let greetingLabel = stage.show(UILabel(), as: "greetingLabel", properties: ["text"])

    nameField.rx.text.orEmpty
        .map { $0.isEmpty ? "…" : "hello, \($0)" }
        .bind(to: greetingLabel.rx.shout)
        .disposed(by: stage.disposeBag)
    // @end

    // @code my-user
    stage.user(at: 10, Localized(ko: "R 입력", en: "types R")) {
        nameField.simulateTyping("R")
    }
    stage.user(at: 50, Localized(ko: "x 입력", en: "types x")) {
        nameField.simulateTyping("x")
    }
    stage.user(at: 70, Localized(ko: "백스페이스", en: "backspace")) {
        nameField.simulateBackspace()
    }
    // @end

    // @code my-expectation
    stage.expect(
        "greetingLabel.text", "a(ab)c-b",
        values: ["a": "…", "b": "HELLO, R", "c": "HELLO, RX"])
    // @end
}
