import LessonKit
import RxSandbox

// @code segmented-value
extension Reactive where Base: UILabel {
    var segmentedValue: Binder<Int> {
        return Binder(self.base) { label, index in
            switch index {
            case 0:
                label.textColor = .red
                label.text = "Red"
            case 1:
                label.textColor = .green
                label.text = "Green"
            case 2:
                label.textColor = .blue
                label.text = "Blue"
            default:
                label.textColor = .black
                label.text = "Unknown"
            }
        }
    }
}
// @end

// @code late-main-queue
/// A scheduler for the scenes: it runs each action `delay` later on the
/// scene's clock, like a main queue that gets to the work only then.
struct LateMainQueue: ImmediateSchedulerType {
    let clock: TestScheduler
    let delay: RxTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        clock.scheduleRelative(state, dueTime: delay, action: action)
    }
}
// @end

/// A Binder: an observer that sets a UI property, on the main scheduler, holding its target weakly,
/// and never taking an error.
let customBinder = Lesson(
    id: "custom-binder",
    title: Localized(ko: "커스텀 Binder", en: "A custom Binder"),
    summary: Localized(
        ko: "Binder로 UI에 값을 쓰는 옵저버를 만들고, 약한 참조와 에러 금지 규칙을 확인합니다",
        en: "Write an observer that sets UI with a Binder; see its weak target and why no error may reach it"),
    scenes: [
        Scene("picker") { stage in
            let colorPicker = stage.show(
                UISegmentedControl(items: ["Red", "Green", "Blue"]), as: "colorPicker",
                properties: ["selectedSegmentIndex"])
            let valueLabel = stage.show(UILabel(), as: "valueLabel")
            let bag = stage.disposeBag
            // @code bind-picker
            colorPicker.rx.selectedSegmentIndex
                .bind(to: valueLabel.rx.segmentedValue)
                .disposed(by: bag)
            // @end
            stage.user(at: 20, "Green") { colorPicker.simulateSelectSegment(at: 1) }
            stage.user(at: 40, "Blue") { colorPicker.simulateSelectSegment(at: 2) }
            stage.user(at: 60, "Red") { colorPicker.simulateSelectSegment(at: 0) }
            stage.expect(
                "valueLabel.text", "u-g-b-r", values: ["u": "Unknown", "g": "Green", "b": "Blue", "r": "Red"])
            stage.expect(
                "valueLabel.textColor", "k-g-b-r",
                values: ["k": "black", "g": "green", "b": "blue", "r": "red"])
        },
        Scene("binder-scheduler") { stage in
            let names = PublishSubject<String>()
            stage.record(names, as: "names")
            let mainLabel = stage.show(UILabel(), as: "mainLabel", properties: ["text"])
            let lateLabel = stage.show(UILabel(), as: "lateLabel", properties: ["text"])
            // @code binder-scheduler
            let onMain = Binder(mainLabel) { label, name in
                label.text = name
            }
            let late = LateMainQueue(clock: stage.scheduler, delay: .milliseconds(10))
            let onLate = Binder(lateLabel, scheduler: late) { label, name in
                label.text = name
            }
            names
                .bind(to: onMain, onLate)
                .disposed(by: stage.disposeBag)
            // @end
            stage.at(10) { names.onNext("Green") }
            stage.at(40) { names.onNext("Blue") }
            stage.expect("names", "-g--b", values: ["g": "Green", "b": "Blue"])
            stage.expect("mainLabel.text", "-g--b", values: ["g": "Green", "b": "Blue"])
            stage.expect("lateLabel.text", "--g--b", values: ["g": "Green", "b": "Blue"])
        },
        Scene("weak-target") { stage in
            let indexes = PublishSubject<Int>()
            stage.record(indexes, as: "indexes")
            var label: UILabel? = UILabel()
            stage.record(label!.rx.deallocated, as: "label.rx.deallocated")
            // @code weak-target
            let binder = label!.rx.segmentedValue  // holds the label weakly
            indexes.bind(to: binder).disposed(by: stage.disposeBag)
            // @end
            stage.at(10) { indexes.onNext(1) }
            stage.at(20) { print("label.text:", label?.text ?? "nil") }
            stage.at(30) { label = nil }
            stage.at(40) { indexes.onNext(2) }
            stage.expect("label.rx.deallocated", "---(x|)", values: ["x": "()"])
        },
        Scene("binding-error") { stage in
            let subject = PublishSubject<Int>()
            // What the subject sends, and what the binding's own subscription to it sees (and when it
            // ends): the recording's subscription lasts the whole scene, the binding's does not.
            stage.record(subject, as: "indexes")
            let indexes = stage.trace(subject, as: "binding")
            let valueLabel = stage.show(UILabel(), as: "valueLabel", properties: ["text"])
            // @code binding-error
            indexes
                .map { index -> Int in
                    guard index >= 0 else { throw LessonError.noSelection }
                    return index
                }
                .bind(to: valueLabel.rx.segmentedValue)
                .disposed(by: stage.disposeBag)
            // @end
            stage.at(10) { subject.onNext(0) }
            stage.at(20) { subject.onNext(-1) }
            stage.at(30) { subject.onNext(1) }
            stage.expect("indexes", "-abc", values: ["a": "0", "b": "-1", "c": "1"])
            stage.expect("binding", "-ab", values: ["a": "0", "b": "-1"])
            stage.expect("valueLabel.text", "-r", values: ["r": "Red"])
            stage.expect("binding error", "--#", error: "noSelection")
        },
    ])
