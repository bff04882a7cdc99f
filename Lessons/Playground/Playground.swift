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

/// The playground: a lesson whose script is the learner's.
let playground = Lesson(
    id: "playground",
    title: Localized(ko: "플레이그라운드: 나만의 실험", en: "Playground: your own experiment"),
    summary: Localized(
        ko: "직접 만든 익스텐션과 사용자 스크립트를 가상 시간으로 실행해 마블로 봅니다",
        en: "Run an extension and a scripted user of your own in virtual time and see the marbles"),
    scenes: [
        Scene("experiment", tracesChain: true) { stage in
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
    ])
