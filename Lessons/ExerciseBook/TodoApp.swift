import ExerciseKit
import LessonKit
import RxSandbox

/// A task of the `todo-app` exercise's list: a title, and whether it is done.
package struct TodoTask {
    package let title: String
    package var isCompleted: Bool

    package init(title: String, isCompleted: Bool = false) {
        self.title = title
        self.isCompleted = isCompleted
    }
}

/// What the `todo-app` exercise calls: the learner's to-do screen, its views, its tasks, and a way to
/// end its bindings when a scenario is over.
package protocol TodoAppAnswer {
    /// The learner's screen.
    associatedtype TodoScreen: UIViewController
    static func makeTodoScreen() -> TodoScreen
    static func views(of screen: TodoScreen) -> (
        taskTextField: UITextField, addButton: UIButton, tableView: UITableView
    )
    static func tasks(of screen: TodoScreen) -> Observable<[TodoTask]>
    /// Ends the screen's bindings (empties its dispose bag), so that a screen that is never released
    /// does not outlive its scenario.
    static func dropBindings(of screen: TodoScreen)
}

extension Exercise {
    /// The to-do app's two bugs: a field emptied in code that `rx.text` never hears of, and a screen
    /// its table binding keeps alive.
    package static func todoApp<Answer: TodoAppAnswer>(_: Answer.Type) -> Exercise {
        let addAndCheck = ExerciseScenario(
            "add-and-check",
            summary: Localized(
                ko: "사용자가 10틱에 milk를 입력하고 20틱에 추가 버튼을 탭합니다. 30틱에 eggs를 입력하고 40틱에 "
                    + "탭합니다. 50틱에는 milk 행을 탭해 완료로 표시합니다.",
                en:
                    "The user types milk at tick 10 and taps the add button at tick 20, types eggs at tick 30 "
                    + "and taps it at tick 40, then taps the row of milk at tick 50 to check it off."),
            expect: [
                .init(
                    "tasks", "a-b-cd",
                    values: ["a": "[]", "b": "milk", "c": "milk, eggs", "d": "milk ✓, eggs"])
            ]
        ) { stage in
            let views = todoScreen(stage, Answer.self)
            typeTask("milk", at: 10, in: views.taskTextField, stage)
            tapAdd(at: 20, views.addButton, stage)
            typeTask("eggs", at: 30, in: views.taskTextField, stage)
            tapAdd(at: 40, views.addButton, stage)
            stage.user(at: 50, Localized(ko: "milk 행 탭", en: "tap milk")) {
                views.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.simulateTap()
            }
        }
        let addTwice = ExerciseScenario(
            "add-twice",
            summary: Localized(
                ko: "사용자가 10틱에 milk를 입력하고 20틱에 추가 버튼을 탭합니다. 탭은 할 일을 추가하고 텍스트 필드를 "
                    + "비웁니다. 30틱에 사용자가 빈 필드를 둔 채로 추가 버튼을 다시 탭합니다. 버튼은 20틱부터 "
                    + "비활성화되어야 하고, 두 번째 탭은 아무것도 추가하면 안 됩니다.",
                en:
                    "The user types milk at tick 10 and taps the add button at tick 20, which adds the task "
                    + "and empties the field; at tick 30 the user taps it again, the field still empty. The "
                    + "button must be disabled from tick 20, and the second tap must add nothing."),
            expect: [
                .init("addButton.isEnabled", "ftf", values: ["f": "false", "t": "true"]),
                .init("tasks", "a-b", values: ["a": "[]", "b": "milk"]),
            ]
        ) { stage in
            let views = todoScreen(stage, Answer.self)
            typeTask("milk", at: 10, in: views.taskTextField, stage)
            tapAdd(at: 20, views.addButton, stage)
            tapAdd(at: 30, views.addButton, stage)
        }
        let screenClosed = ExerciseScenario(
            "screen-closed",
            summary: Localized(
                ko: "사용자가 milk를 추가하고(10틱에 입력, 20틱에 탭) 30틱에 화면을 닫습니다. 이제 화면을 참조하는 "
                    + "곳이 없으므로, 화면은 30틱에 해제되어야 합니다. (50틱에 검사가 화면의 바인딩을 끝냅니다. "
                    + "살아남은 화면은 그때 해제됩니다.)",
                en:
                    "The user adds milk (types it at tick 10, taps the add button at tick 20) and closes the "
                    + "screen at tick 30: nothing references it any more, so it must be released at tick 30. "
                    + "(At tick 50 the check ends the screen's bindings: a screen kept alive goes then.)"
            ),
            expect: [.init("screen.rx.deallocated", "---(x|)", values: ["x": "()"])]
        ) { stage in
            var screen: Answer.TodoScreen? = Answer.makeTodoScreen()
            stage.watch(screen!, as: "screen")
            weak let closed = screen
            stage.record(screen!.rx.deallocated, as: "screen.rx.deallocated")
            let views = Answer.views(of: screen!)
            views.taskTextField.becomeFirstResponder()  // the keyboard is up when the screen opens
            screen!.loadViewIfNeeded()
            typeTask("milk", at: 10, in: views.taskTextField, stage)
            tapAdd(at: 20, views.addButton, stage)
            stage.letGo(of: "screen", at: 30, user: Localized(ko: "화면 닫기", en: "close the screen")) {
                screen = nil
            }
            stage.at(50) {
                if let closed { Answer.dropBindings(of: closed) }
            }
        }
        return Exercise(
            id: "todo-app",
            title: Localized(ko: "투두 앱의 버그 두 개", en: "The to-do app's two bugs"),
            lesson: "todo-app",
            fileName: "TodoApp.swift",
            visible: addAndCheck,
            hidden: [addTwice, screenClosed],
            hints: [
                Localized(
                    ko: "버그 두 개, 질문 두 개입니다. `taskTextField.text = \"\"` 뒤에, 텍스트가 바뀌었다고 `rx.text`에 "
                        + "알려 주는 것은 누구일까요? 화면을 닫은 뒤에도 화면을 붙잡고 있는 것은 무엇일까요? `self`를 "
                        + "쓰는 클로저를 하나씩 따라가 보세요.",
                    en:
                        "Two bugs, two questions. After `taskTextField.text = \"\"`, who tells `rx.text` that the "
                        + "text changed? And once the screen is closed, what still holds it? Follow each closure "
                        + "that uses `self`."),
                Localized(
                    ko: "`ControlProperty`는 사용자의 편집을 알리지, 코드로 설정한 `text`를 알리지 않습니다. 필드를 비운 "
                        + "뒤 `sendActions(for: .valueChanged)`를 부르면 `rx.text`가 텍스트를 다시 읽습니다. 그리고 안쪽 "
                        + "클로저가 `[weak self]`로 캡처하면, 캡처 목록이 없는 바깥 클로저는 `self`를 강하게 캡처합니다. "
                        + "`rx.items`의 클로저에도 `[weak self]`가 필요합니다.",
                    en:
                        "A `ControlProperty` reports the user's edits, not a `text` set in code: after emptying the "
                        + "field, `sendActions(for: .valueChanged)` makes `rx.text` read it again. And when an inner "
                        + "closure captures `[weak self]`, an outer closure with no capture list captures `self` "
                        + "strongly: the `rx.items` closure needs its own `[weak self]`."),
                Localized(
                    ko: "모양은 이렇습니다: 추가 버튼의 클로저에서 `self.taskTextField.text = \"\"` 다음에 "
                        + "`self.taskTextField.sendActions(for: .valueChanged)`, 테이블 바인딩의 클로저는 "
                        + "`{ [weak self] row, task, cell in`으로 시작합니다.",
                    en: "The shape: in the add button's closure, `self.taskTextField.text = \"\"` then "
                        + "`self.taskTextField.sendActions(for: .valueChanged)`; the table binding's closure begins "
                        + "`{ [weak self] row, task, cell in`."),
            ],
            mistakes: [
                KnownMistake(
                    "clears-field-silently", caughtBy: addTwice,
                    when: .differs(on: "addButton.isEnabled", at: 20),
                    hint: Localized(
                        ko: "탭이 필드를 비웠는데도 추가 버튼이 활성화된 채로 남았고, 두 번째 탭이 milk를 또 추가했습니다. "
                            + "`rx.text`가 텍스트가 바뀐 것을 듣지 못했기 때문입니다. `ControlProperty`는 사용자의 편집만 "
                            + "알리고, 코드로 `text`를 설정해도 UIKit은 이벤트를 보내지 않습니다. 필드를 비운 뒤 "
                            + "`taskTextField.sendActions(for: .valueChanged)`로 알려 주세요.",
                        en:
                            "The tap emptied the field, yet the add button stayed enabled and the second tap added "
                            + "milk again: `rx.text` never heard that the text changed. A `ControlProperty` reports "
                            + "the user's edits only; setting `text` in code sends no event, in UIKit too. After "
                            + "emptying the field, tell its listeners: "
                            + "`taskTextField.sendActions(for: .valueChanged)`.")),
                KnownMistake(
                    "outer-closure-holds-screen", caughtBy: screenClosed,
                    when: .keepsAlive("screen"),
                    hint: Localized(
                        ko: "30틱에 닫은 화면이 해제되지 않았고, 검사가 화면의 바인딩을 끝낸 50틱에야 해제되었습니다. "
                            + "바인딩이 화면을 강하게 붙잡고 있습니다. `rx.items`의 클로저는 `self`를 직접 쓰지 않지만, 그 "
                            + "안의 탭 클로저가 `[weak self]`로 캡처하므로 바깥 클로저가 `self`를 강하게 캡처해 넘겨줍니다. "
                            + "바깥 클로저에도 `[weak self]`를 붙이세요.",
                        en:
                            "The screen closed at tick 30 was not released; it went only at tick 50, when the check "
                            + "ended its bindings: a binding holds it strongly. The `rx.items` closure uses no "
                            + "`self` itself, but the tap closure inside it captures `[weak self]`, so the outer "
                            + "closure captures `self` strongly to hand it on. Put `[weak self]` on the outer closure "
                            + "too.")),
            ])
    }
}

/// The screen of a scenario, loaded, with its views on the stage and its tasks as the `tasks` lane;
/// its bindings end with the scenario. Returns its views.
private func todoScreen<Answer: TodoAppAnswer>(_ stage: Stage, _: Answer.Type) -> (
    taskTextField: UITextField, addButton: UIButton, tableView: UITableView
) {
    let screen = Answer.makeTodoScreen()
    let views = Answer.views(of: screen)
    views.taskTextField.becomeFirstResponder()  // the keyboard is up when the screen opens
    stage.show(views.taskTextField, as: "taskTextField", properties: ["text"])
    stage.show(views.addButton, as: "addButton", properties: ["isEnabled"])
    stage.show(views.tableView, as: "tableView", properties: [])
    stage.record(Answer.tasks(of: screen), as: "tasks", label: titles)
    screen.loadViewIfNeeded()
    // A screen that is never released (the second bug) would outlive the scenario: end its bindings.
    stage.disposeBag.insert(Disposables.create { Answer.dropBindings(of: screen) })
    return views
}

/// The user types `text` in the field at `time`.
private func typeTask(_ text: String, at time: TestTime, in field: UITextField, _ stage: Stage) {
    stage.user(at: time, Localized(ko: "\(text) 입력", en: "type \(text)")) {
        field.simulateReplacingText(with: text)
    }
}

/// The user taps the add button at `time`.
private func tapAdd(at time: TestTime, _ button: UIButton, _ stage: Stage) {
    stage.user(at: time, Localized(ko: "추가 버튼 탭", en: "tap add")) { button.simulateTap() }
}

/// The tasks as a short label: `milk ✓, eggs`, or `[]`.
private func titles(_ tasks: [TodoTask]) -> String {
    tasks.isEmpty ? "[]" : tasks.map { $0.isCompleted ? "\($0.title) ✓" : $0.title }.joined(separator: ", ")
}
