import ExerciseKit
import LessonKit
import RxSandbox

/// What the `control-event` exercise calls: the learner's `rx.returnKey` of a text field.
package protocol ControlEventAnswer {
    static func returnKey(of field: UITextField) -> ControlEvent<Void>
}

extension Exercise {
    /// A ControlEvent of one's own: the right control event, nothing on subscription, every subscriber.
    package static func controlEvent<Answer: ControlEventAnswer>(_: Answer.Type) -> Exercise {
        let returnPressed = ExerciseScenario(
            "return-pressed",
            summary: Localized(
                ko: "0틱에 `field.rx.returnKey`를 구독합니다. 사용자가 10틱에 seoul을 입력하고 30틱에 리턴 키를 누른 뒤, "
                    + "50틱에 busan을 입력하고 70틱에 리턴 키를 누릅니다.",
                en:
                    "`field.rx.returnKey` is subscribed at tick 0. The user types seoul at 10 and presses "
                    + "return at 30, then types busan at 50 and presses return at 70."),
            expect: [.init("field.rx.returnKey", "---x---x", values: ["x": "()"])]
        ) { stage in
            let field = stage.show(UITextField(), as: "field", properties: ["text"])
            stage.record(Answer.returnKey(of: field), as: "field.rx.returnKey")
            stage.user(at: 10, typeSeoul) { field.simulateTyping("seoul") }
            stage.user(at: 30, pressReturn) { field.simulateReturnKey() }
            stage.user(at: 50, typeBusan) { field.simulateReplacingText(with: "busan") }
            stage.user(at: 70, pressReturn) { field.simulateReturnKey() }
        }
        let editingEndsOtherwise = ExerciseScenario(
            "editing-ends-otherwise",
            summary: Localized(
                ko: "0틱에 `field.rx.returnKey`를 구독합니다. 사용자가 10틱에 입력하고, 30틱에 배경을 탭해 화면이 편집을 "
                    + "끝냅니다. 리턴 키는 누르지 않았으니 아무것도 방출하지 않아야 합니다.",
                en:
                    "`field.rx.returnKey` is subscribed at tick 0. The user types at 10; at 30 they tap the "
                    + "background and the screen ends editing. Return was never pressed: nothing may be "
                    + "emitted."),
            expect: [.init("field.rx.returnKey", "")]
        ) { stage in
            let field = stage.show(UITextField(), as: "field", properties: ["text", "isEditing"])
            stage.record(Answer.returnKey(of: field), as: "field.rx.returnKey")
            stage.user(at: 10, typeSeoul) { field.simulateTyping("seoul") }
            stage.user(at: 30, Localized(ko: "배경 탭", en: "tap background")) {
                field.resignFirstResponder()
            }
        }
        let twoSubscribers = ExerciseScenario(
            "two-subscribers",
            summary: Localized(
                ko:
                    "`returnKey`를 한 번 만들어 0틱에 두 번 구독합니다(`returnKey (1)`, `returnKey (2)`). 사용자가 10틱에 입력하고 "
                    + "20틱에 리턴 키를 누른 뒤, 50틱에 다시 입력하고 70틱에 리턴 키를 누릅니다. 두 구독 모두 두 번 다 "
                    + "받아야 합니다.",
                en:
                    "`returnKey` is made once and subscribed twice at tick 0 (`returnKey (1)`, `returnKey (2)`). The user "
                    + "types at 10 and presses return at 20, then types at 50 and presses return at 70. Both "
                    + "subscribers must get both presses."),
            expect: [
                .init("returnKey (1)", "--x----x", values: ["x": "()"]),
                .init("returnKey (2)", "--x----x", values: ["x": "()"]),
            ]
        ) { stage in
            let field = stage.show(UITextField(), as: "field", properties: ["text"])
            let returnKey = Answer.returnKey(of: field)
            stage.record(returnKey, as: "returnKey (1)")
            stage.record(returnKey, as: "returnKey (2)")
            stage.user(at: 10, typeSeoul) { field.simulateTyping("seoul") }
            stage.user(at: 20, pressReturn) { field.simulateReturnKey() }
            stage.user(at: 50, typeBusan) { field.simulateReplacingText(with: "busan") }
            stage.user(at: 70, pressReturn) { field.simulateReturnKey() }
        }
        let lateSubscriber = ExerciseScenario(
            "late-subscriber",
            summary: Localized(
                ko: "`returnKey`를 한 번 만들어 0틱에 구독합니다. 사용자가 10틱에 입력하고 20틱에 리턴 키를 누릅니다. "
                    + "40틱에 같은 `returnKey`를 한 번 더 구독합니다(`returnKey@40`). 새 구독은 구독할 때 아무것도 받지 "
                    + "않아야 합니다.",
                en:
                    "`returnKey` is made once and subscribed at tick 0. The user types at 10 and presses "
                    + "return at 20. At 40 the same `returnKey` is subscribed again (`returnKey@40`): the new "
                    + "subscriber must get nothing when it subscribes."),
            expect: [.init("returnKey@40", "")]
        ) { stage in
            let field = stage.show(UITextField(), as: "field", properties: ["text"])
            let returnKey = Answer.returnKey(of: field)
            stage.record(returnKey, as: "returnKey")
            stage.at(40) { stage.record(returnKey, as: "returnKey@40") }
            stage.user(at: 10, typeSeoul) { field.simulateTyping("seoul") }
            stage.user(at: 20, pressReturn) { field.simulateReturnKey() }
        }
        let disposed = ExerciseScenario(
            "disposed",
            summary: Localized(
                ko: "0틱에 `field.rx.returnKey`를 구독하고 30틱에 그 구독을 해제합니다. 사용자는 10틱에 입력하고 "
                    + "20틱에 리턴 키를 누르고, 50틱에 다시 입력하고 60틱에 리턴 키를 누릅니다. 60틱의 누름은 아무 데도 "
                    + "가지 않아야 하고, 해제한 뒤에는 구독이 필드에 등록한 액션이 하나도 남지 않아야 합니다"
                    + "(`field.actionCount`를 10틱과 40틱에 읽습니다).",
                en:
                    "`field.rx.returnKey` is subscribed at tick 0, and the subscription is disposed at 30. The "
                    + "user types at 10 and presses return at 20, then types again at 50 and presses return at "
                    + "60. The press at 60 must go nowhere, and once disposed, nothing the subscription "
                    + "registered may remain on the field (`field.actionCount` is read at 10 and 40)."
            ),
            expect: [
                .init("field.rx.returnKey", "--x", values: ["x": "()"]),
                .init("field.actionCount", "-1--0"),
            ]
        ) { stage in
            let field = stage.show(UITextField(), as: "field", properties: [])
            let presses = PublishRelay<Void>()
            let actions = PublishRelay<Int>()
            stage.record(presses, as: "field.rx.returnKey")
            stage.record(actions, as: "field.actionCount")
            // A subscription of the scene's own, to dispose at a time: as a screen's would be.
            let subscription = Answer.returnKey(of: field).bind(to: presses)
            stage.at(10) { actions.accept(field.actionCount) }
            stage.user(at: 10, typeSeoul) { field.simulateTyping("seoul") }
            stage.user(at: 20, pressReturn) { field.simulateReturnKey() }
            stage.at(30) { subscription.dispose() }
            stage.at(40) { actions.accept(field.actionCount) }
            stage.user(at: 50, typeBusan) { field.simulateTyping("busan") }
            stage.user(at: 60, pressReturn) { field.simulateReturnKey() }
        }
        let fieldReleased = ExerciseScenario(
            "field-released",
            summary: Localized(
                ko: "0틱에 `field.rx.returnKey`를 구독합니다. 사용자가 10틱에 입력하고 20틱에 리턴 키를 누릅니다. 40틱에 "
                    + "화면이 텍스트 필드를 놓습니다. 그때 필드가 해제되고 이벤트는 완료되어야 합니다.",
                en:
                    "`field.rx.returnKey` is subscribed at tick 0. The user types at 10 and presses return at "
                    + "20; at 40 the screen lets go of the field. The field must be released then, and the "
                    + "event must complete."),
            expect: [
                .init("field.rx.returnKey", "--x-|", values: ["x": "()"]),
                .init("field.rx.deallocated", "----(x|)", values: ["x": "()"]),
            ]
        ) { stage in
            var field: UITextField? = UITextField()
            stage.watch(field!, as: "field")
            stage.record(Answer.returnKey(of: field!), as: "field.rx.returnKey")
            stage.record(field!.rx.deallocated, as: "field.rx.deallocated")
            stage.user(at: 10, typeSeoul) { field?.simulateTyping("seoul") }
            stage.user(at: 20, pressReturn) { field?.simulateReturnKey() }
            stage.letGo(of: "field", at: 40) { field = nil }
        }
        return Exercise(
            id: "control-event",
            title: Localized(ko: "리턴 키를 ControlEvent로", en: "The return key as a ControlEvent"),
            lesson: "control-event",
            fileName: "ControlEvent.swift",
            visible: returnPressed,
            hidden: [editingEndsOtherwise, twoSubscribers, lateSubscriber, disposed, fieldReleased],
            hints: [
                Localized(
                    ko: "`controlEvent(_:)`는 지정한 이벤트를 `ControlEvent<Void>`로 만듭니다. 컨트롤이 그 이벤트를 방출할 때마다 "
                        + "`()`를 방출합니다.",
                    en:
                        "`controlEvent(_:)` makes the events you name a `ControlEvent<Void>`: it emits `()` each time "
                        + "the control sends one of them."),
                Localized(
                    ko: "리턴 키를 누르면 텍스트 필드는 `.editingDidEndOnExit`(인터페이스 빌더의 *Did End On Exit*)를 방출합니다. "
                        + "`.editingDidEnd`는 이유와 상관없이 편집이 끝났다는 뜻입니다.",
                    en:
                        "Pressing return makes a text field send `.editingDidEndOnExit` (Interface Builder's *Did End "
                        + "On Exit*). `.editingDidEnd` means editing ended, for whatever reason."),
                Localized(
                    ko: "모양은 이렇습니다: `extension Reactive where Base: UITextField` 안에서 "
                        + "`controlEvent(.editingDidEndOnExit)`",
                    en:
                        "The shape: `controlEvent(.editingDidEndOnExit)`, in `extension Reactive where Base: "
                        + "UITextField`."),
            ],
            mistakes: [
                KnownMistake(
                    "editing-did-end", caughtBy: editingEndsOtherwise,
                    when: .emits(on: "field.rx.returnKey", at: [30]),
                    hint: Localized(
                        ko: "리턴 키를 누르지 않았는데 편집이 끝나자 `rx.returnKey`가 방출했습니다. `.editingDidEnd`는 편집이 "
                            + "어떤 이유로든 끝날 때 옵니다. 리턴 키를 누르면 `.editingDidEndOnExit`가 방출됩니다. 그 이벤트만 들으세요.",
                        en:
                            "`rx.returnKey` emitted when editing ended with no return pressed. `.editingDidEnd` comes "
                            + "whenever editing ends, for any reason; return sends `.editingDidEndOnExit`. Listen to "
                            + "that one only.")),
                KnownMistake(
                    "leaves-its-action", caughtBy: disposed,
                    when: .differs(on: "field.actionCount", at: 40),
                    hint: Localized(
                        ko: "구독을 해제한 뒤에도 필드에 여러분의 액션이 남아 있었습니다(40틱의 `field.actionCount`). "
                            + "`Observable.create`에서 액션을 등록하고 지우지 않은 것입니다. 등록한 액션을 지우는 "
                            + "Disposable을 돌려주세요(`Disposables.create { field.removeAction(action, for: …) }`). "
                            + "`controlEvent(_:)`는 그렇게 합니다.",
                        en:
                            "After the subscription was disposed, the field still had an action of yours "
                            + "(`field.actionCount` at tick 40): your `Observable.create` registers an action and "
                            + "never removes it. Return a disposable that removes it "
                            + "(`Disposables.create { field.removeAction(action, for: …) }`); `controlEvent(_:)` "
                            + "does.")),
                KnownMistake(
                    "replays-last-press", caughtBy: lateSubscriber,
                    when: .emits(on: "returnKey@40", at: [40]),
                    hint: Localized(
                        ko: "40틱에 구독한 쪽이 구독하자마자 그 전에 누른 리턴 키를 받았습니다. 이벤트가 마지막 요소를 다시 "
                            + "방출하고 있습니다(`share(replay: 1)`, `BehaviorRelay`, `startWith`). ControlEvent는 구독할 때 "
                            + "아무것도 방출하지 않습니다. 이벤트에는 다시 보여 줄 값이 없습니다. 공유하지 않아도 구독자마다 "
                            + "`controlEvent`가 액션을 따로 등록하므로 모두 같은 이벤트를 받습니다.",
                        en:
                            "The subscriber of tick 40 got a press from before it subscribed, the moment it "
                            + "subscribed: your event replays its last element (`share(replay: 1)`, a "
                            + "`BehaviorRelay`, `startWith`). A ControlEvent emits nothing on subscription: an event "
                            + "has no value to replay. You don't need to share it: `controlEvent` registers an action "
                            + "for each subscriber, so every one gets every event.")),
                KnownMistake(
                    "holds-the-field", caughtBy: fieldReleased, when: .keepsAlive("field"),
                    hint: Localized(
                        ko: "화면이 텍스트 필드를 놓았는데도 필드가 해제되지 않았습니다: 여러분의 이벤트가 필드를 붙잡고 "
                            + "있습니다. `Observable.create`나 액션의 클로저가 필드를 캡처하면, 구독이 살아 있는 동안 필드가 "
                            + "해제되지 않습니다. `[weak field]`로 캡처하거나 `controlEvent(_:)`를 쓰세요.",
                        en:
                            "The text field was not released when the screen let go of it: your event holds it. An "
                            + "`Observable.create` or an action closure that captures the field keeps it for as long "
                            + "as a subscription lives. Capture it `[weak field]`, or use `controlEvent(_:)`."
                    )),
                KnownMistake(
                    "never-completes", caughtBy: fieldReleased,
                    when: .neverCompletes("field.rx.returnKey"),
                    hint: Localized(
                        ko: "필드가 해제되었는데도 `rx.returnKey`가 완료되지 않았습니다. 구독자는 사라진 필드를 계속 기다립니다. "
                            + "`Observable.create`로 직접 만들었다면 RxCocoa가 하듯이 `take(until: field.rx.deallocated)`로 "
                            + "끝내세요. `controlEvent(_:)`는 그렇게 합니다.",
                        en:
                            "The field was released, but `rx.returnKey` did not complete: its subscribers wait on a "
                            + "field that is gone. If you made it yourself with `Observable.create`, end it with "
                            + "`take(until: field.rx.deallocated)`, as RxCocoa does; `controlEvent(_:)` does."
                    )),
            ])
    }
}

/// What the user does with the field, as the user lane labels it.
private let typeSeoul = Localized(ko: "seoul 입력", en: "type seoul")
private let typeBusan = Localized(ko: "busan 입력", en: "type busan")
private let pressReturn = Localized(ko: "리턴 키", en: "return")
