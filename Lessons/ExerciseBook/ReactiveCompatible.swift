import ExerciseKit
import LessonKit
import RxSandbox

/// What the `reactive-compatible` exercise calls: the learner's own `Download` class (a plain Swift
/// class, given without the `.rx` namespace), and its `rx.progress`.
///
/// The check looks for the `ReactiveCompatible` conformance at run time, so that an answer without it
/// still compiles and the check can say what is missing; it then hands the answer the namespace the
/// conformance gives, `download.rx`.
package protocol ReactiveCompatibleAnswer {
    /// The learner's download class.
    associatedtype Download: AnyObject

    /// A new download.
    static func newDownload() -> Download
    /// The network reports `percent` to `download`.
    static func receive(_ percent: Int, in download: Download)
    /// The network tells `download` it has finished.
    static func finish(_ download: Download)
    /// `download.rx.progress`, given `download.rx`.
    static func progress(of rx: Reactive<Download>) -> Observable<Int>
}

/// `object.rx`, if the type of `object` is `ReactiveCompatible` (whatever the learner's file says),
/// and nil if it is not.
func reactiveNamespace<Base>(of object: Base) -> Reactive<Base>? {
    object is any ReactiveCompatible ? Reactive(object) : nil
}

extension Exercise {
    /// `ReactiveCompatible` on a class of one's own, and a `Reactive` extension for it.
    package static func reactiveCompatible<Answer: ReactiveCompatibleAnswer>(_: Answer.Type) -> Exercise {
        /// Records whether the download has `.rx`, and `download.rx.progress` if it has (a stream that
        /// sends nothing if not).
        func recordProgress(of download: Answer.Download, on stage: Stage) {
            let rx = reactiveNamespace(of: download)
            stage.record(Observable.just(rx != nil), as: "download is any ReactiveCompatible")
            stage.record(rx.map(Answer.progress) ?? .never(), as: "download.rx.progress")
        }
        let flags = ["t": "true", "f": "false"]
        let progress = ExerciseScenario(
            "progress",
            summary: Localized(
                ko: "0틱에 `download.rx.progress`를 구독합니다. 네트워크가 10틱에 20, 30틱에 60, 50틱에 100(퍼센트)을 "
                    + "알립니다.",
                en:
                    "`download.rx.progress` is subscribed at tick 0. The network reports 20 at tick 10, 60 "
                    + "at 30 and 100 at 50 (percent)."),
            expect: [
                .init("download is any ReactiveCompatible", "(t|)", values: flags),
                .init("download.rx.progress", "-a-b-c", values: ["a": "20", "b": "60", "c": "100"]),
            ]
        ) { stage in
            let download = Answer.newDownload()
            recordProgress(of: download, on: stage)
            stage.at(10) { Answer.receive(20, in: download) }
            stage.at(30) { Answer.receive(60, in: download) }
            stage.at(50) { Answer.receive(100, in: download) }
        }
        let readAgain = ExerciseScenario(
            "read-again",
            summary: Localized(
                ko: "0틱에 `download.rx.progress`를 구독합니다. 20틱에 앱이 나중에 구독할 체인을 만들려고 "
                    + "`download.rx.progress`를 한 번 더 읽습니다(아직 구독하지 않습니다). 네트워크가 10틱에 20, "
                    + "30틱에 60을 알립니다. 구독자는 둘 다 받아야 합니다. 프로퍼티를 읽는 것만으로는 아무것도 "
                    + "바뀌지 않아야 합니다.",
                en:
                    "`download.rx.progress` is subscribed at tick 0. At 20 the app reads "
                    + "`download.rx.progress` again, to build a chain it subscribes to later (not yet). The "
                    + "network reports 20 at tick 10 and 60 at 30: the subscriber must get both. Reading the "
                    + "property alone must change nothing."),
            expect: [.init("download.rx.progress", "-a-b", values: ["a": "20", "b": "60"])]
        ) { stage in
            let download = Answer.newDownload()
            let rx = Reactive(download)
            stage.record(Answer.progress(of: rx), as: "download.rx.progress")
            stage.at(10) { Answer.receive(20, in: download) }
            stage.at(20) { _ = Answer.progress(of: rx) }
            stage.at(30) { Answer.receive(60, in: download) }
        }
        let finished = ExerciseScenario(
            "finished",
            summary: Localized(
                ko: "0틱에 `download.rx.progress`를 구독합니다. 네트워크가 10틱에 50을 알리고, 30틱에 다운로드가 "
                    + "끝났다고 알립니다. 다운로드가 끝나면 `rx.progress`도 완료되어야 합니다.",
                en:
                    "`download.rx.progress` is subscribed at tick 0. The network reports 50 at tick 10, "
                    + "and at 30 that the download has finished: `rx.progress` must complete then."),
            expect: [
                .init("download.rx.progress", "-a-|", values: ["a": "50"])
            ]
        ) { stage in
            let download = Answer.newDownload()
            // The completion alone: the namespace as the conformance would give it, whether or not
            // the class has it (the visible scenario checks that).
            stage.record(Answer.progress(of: Reactive(download)), as: "download.rx.progress")
            stage.at(10) { Answer.receive(50, in: download) }
            stage.at(30) { Answer.finish(download) }
        }
        return Exercise(
            id: "reactive-compatible",
            title: Localized(ko: "내 클래스에 .rx 달기", en: ".rx for a class of your own"),
            lesson: "writing-extensions",
            fileName: "ReactiveCompatible.swift",
            visible: progress,
            hidden: [readAgain, finished],
            hints: [
                Localized(
                    ko: "`NSObject`의 하위 클래스(UIKit의 모든 클래스)는 이미 `.rx`를 가지고 있습니다. `Download` 같은 "
                        + "평범한 Swift 클래스는 `ReactiveCompatible`을 채택해야 `.rx`가 생깁니다. 채택 선언만 있으면 "
                        + "되고, 구현할 것은 없습니다.",
                    en:
                        "A subclass of `NSObject` (every UIKit class) already has `.rx`. A plain Swift class such "
                        + "as `Download` gets it by conforming to `ReactiveCompatible`: the declaration is all it "
                        + "takes, there is nothing to implement."),
                Localized(
                    ko: "`rx.progress`는 콜백을 감싸는 `Observable.create`로 만들 수 있습니다. 콜백에서 이벤트를 보내고, "
                        + "구독이 끝나면 콜백을 지우세요.",
                    en:
                        "`rx.progress` can wrap the callbacks in `Observable.create`: send the events from them, "
                        + "and clear them when the subscription ends."),
                Localized(
                    ko: "모양은 이렇습니다: `extension Download: ReactiveCompatible {}`, 그리고 `Reactive where Base: "
                        + "Download` 안에서 `Observable.create { [base] observer in base.onProgress = { … }; "
                        + "base.onFinish = { … }; return Disposables.create { … } }`",
                    en:
                        "The shape: `extension Download: ReactiveCompatible {}`, and in `Reactive where Base: "
                        + "Download`, `Observable.create { [base] observer in base.onProgress = { … }; "
                        + "base.onFinish = { … }; return Disposables.create { … } }`"),
            ],
            mistakes: [
                KnownMistake(
                    "forgets-the-conformance", caughtBy: progress,
                    when: .emits("false", on: "download is any ReactiveCompatible"),
                    hint: Localized(
                        ko: "`Download`에 `.rx`가 없습니다: `ReactiveCompatible`을 채택하지 않았습니다. `Reactive` "
                            + "익스텐션만으로는 `download.rx`가 생기지 않습니다(앱에서는 `download.rx.progress`가 "
                            + "컴파일되지 않습니다). `extension Download: ReactiveCompatible {}`을 추가하세요.",
                        en:
                            "`Download` has no `.rx`: it does not conform to `ReactiveCompatible`. A `Reactive` "
                            + "extension alone does not give it `download.rx` (in an app, `download.rx.progress` "
                            + "would not compile). Add `extension Download: ReactiveCompatible {}`.")),
                KnownMistake(
                    "invents-a-start", caughtBy: progress,
                    when: .emits(on: "download.rx.progress", at: [0]),
                    hint: Localized(
                        ko: "네트워크가 아무것도 알리기 전에 `rx.progress`가 0틱에 값을 방출했습니다. `startWith(0)`이나 "
                            + "`BehaviorSubject(value: 0)`은 아무도 알리지 않은 진행률을 만들어 냅니다. 진행률에는 구독할 때 줄 "
                            + "현재 값이 없습니다. 네트워크가 알린 것만 방출하세요(0부터 보여 주고 싶은 화면은 스스로 "
                            + "`startWith(0)`을 붙입니다).",
                        en:
                            "`rx.progress` emitted a value at tick 0, before the network reported anything: a "
                            + "`startWith(0)` or a `BehaviorSubject(value: 0)` invents a progress nobody reported. A "
                            + "progress has no current value to give on subscription: emit only what the network reports (a screen "
                            + "that wants 0 first adds `startWith(0)` itself).")),
                KnownMistake(
                    "installs-when-read", caughtBy: readAgain,
                    when: .lacksValue(on: "download.rx.progress", at: 30),
                    hint: Localized(
                        ko: "30틱의 진행률이 구독자에게 오지 않았습니다. 20틱에 구독하지 않고 `download.rx.progress`를 "
                            + "읽기만 했는데 다운로드의 콜백을 가져가 버렸습니다. 콜백은 프로퍼티를 읽을 때가 아니라 누가 "
                            + "구독할 때(`Observable.create` 안에서) 설정하고, 구독이 끝나면 지우세요.",
                        en:
                            "The progress of tick 30 never reached the subscriber: reading `download.rx.progress` at "
                            + "20, without subscribing, took the download's callbacks over. Set the callbacks when "
                            + "someone subscribes (inside `Observable.create`), not when the property is read, and "
                            + "clear them when the subscription ends.")),
                KnownMistake(
                    "ignores-finish", caughtBy: finished,
                    when: .neverCompletes("download.rx.progress"),
                    hint: Localized(
                        ko: "다운로드가 끝났는데 `rx.progress`가 완료되지 않았습니다. 구독자는 오지 않을 진행률을 계속 기다립니다. "
                            + "`onFinish`에서 `observer.onCompleted()`를 부르세요.",
                        en:
                            "The download finished, but `rx.progress` did not complete: its subscribers wait for "
                            + "progress that will never come. Call `observer.onCompleted()` from `onFinish`.")
                ),
            ])
    }
}
