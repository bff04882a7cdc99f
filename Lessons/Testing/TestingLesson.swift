import LessonKit
import RxSandbox

/// Scaffolding: the `MarbleAssertions` of a scene. Each stream a test body asserts is replayed on the
/// stage at the ticks it was recorded, as a lane named by the scene (in the order the body asserts)
/// and subscribed when the test subscribed its observer;
/// the expected diagram becomes the scene's expectation, and the result is printed as `assertMarbles`
/// reports it. A stream named in `failing` is one the scene shows failing: its mismatch is printed and
/// the scene states what the stream really did.
private final class StageAssertions: MarbleAssertions {
    private let stage: Stage
    private var lanes: [(name: String, subscribed: TestTime)]
    private let failing: Set<String>

    init(_ stage: Stage, lanes: [(name: String, subscribed: TestTime)], failing: Set<String> = []) {
        self.stage = stage
        self.lanes = lanes
        self.failing = failing
    }

    func check<Value: Equatable>(
        _ actual: [Recorded<Event<Value>>], _ expected: String, values: [String: Value],
        timing: MarbleTiming, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) {
        let (name, subscribed) = lanes.removeFirst()
        stage.at(subscribed) { [stage] in
            stage.record(stage.scheduler.createHotObservable(actual), as: name)
        }
        print("\(name).events = \(actual)")
        let words = stage.language.mismatchWords
        let call = "assertMarbles(\(name).events, \"\(expected)\")"
        let mismatch: MarbleMismatch?
        do {
            mismatch = try MarbleComparison.compare(
                actual, with: expected, values: values, timing: timing, words: words)
        } catch {
            print("\(call): \(error)")
            return
        }
        if let mismatch {
            print(Localized(ko: "\(call) 실패:", en: "\(call) fails:"))
            print(mismatch.description)
        } else {
            print(Localized(ko: "\(call) 통과", en: "\(call) passes"))
        }
        if !failing.contains(name) {
            // The test's frames, from `timing.origin`, as the stage's frames of 10 ticks from tick 0.
            precondition(timing.ticksPerFrame == 10 && timing.origin % 10 == 0, "a timing the stage can draw")
            let start = timing.origin == 0 ? "" : "\(timing.origin / 10)ms "
            stage.expect(name, start + expected, values: values.mapValues { Stage.label($0) })
        }
    }
}

/// Testing your own extension and an Input/Output view model with `TestScheduler`, hot and cold
/// test observables, `SharingScheduler.mock` and `assertMarbles`; the scenes run the same test bodies
/// as `swift test`.
let testingLesson = Lesson(
    id: "testing",
    title: Localized(ko: "TestScheduler로 테스트하기", en: "Testing with TestScheduler"),
    summary: Localized(
        ko: "직접 만든 확장과 Input/Output 뷰 모델을 가상 시간에서 테스트합니다: 핫과 콜드 옵저버블, SharingScheduler.mock, assertMarbles",
        en:
            "Test your own extension and an Input/Output view model in virtual time: hot and cold observables, SharingScheduler.mock, assertMarbles"
    ),
    scenes: [
        Scene("extension") { stage in
            testPercent(StageAssertions(stage, lanes: [("percent", 200)]))
        },
        Scene("binding") { stage in
            try testPercentBinding(StageAssertions(stage, lanes: [("sliderValues", 200)]))
        },
        Scene("hot-cold") { stage in
            try testHotAndCold(
                StageAssertions(
                    stage,
                    lanes: [
                        ("hotObserver", 200), ("lateHotObserver", 230), ("coldObserver", 200),
                        ("lateColdObserver", 230),
                    ]))
        },
        Scene("view-model") { stage in
            try testSignIn(StageAssertions(stage, lanes: [("isSignInEnabled", 200), ("greeting", 200)]))
        },
        Scene("failing") { stage in
            try testSignIn(
                StageAssertions(
                    stage, lanes: [("isSignInEnabled", 200), ("greeting", 200)], failing: ["isSignInEnabled"]),
                viewModel: ForgetfulSignInViewModel())
            stage.expect("isSignInEnabled", "20ms --ftt", values: ["f": "false", "t": "true"])
        },
    ])
