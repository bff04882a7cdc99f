import ExerciseBook
import RxSandbox

// Exercise `testing`: the task is `swift run lessons exercise show testing`;
// check your answer with `swift run lessons exercise check testing`.

/// Tests the values of `rx.percent`: the current one on subscription, then one per drag, rounded.
func testPercent(_ test: some MarbleAssertions) throws {
    let scheduler = TestScheduler(initialClock: 0)
    let slider = UISlider()
    slider.value = 0.5
    // 0.667 is 66.7 percent: rounding gives 67, where cutting the fraction off would give 66.
    scheduler.scheduleAt(210) { slider.simulateDrag(to: 0.3) }
    scheduler.scheduleAt(230) { slider.simulateDrag(to: 0.667) }

    let percent = scheduler.start { slider.rx.percent }

    // `a` at frame 0: the current value, sent on subscription (tick 200).
    test.assertMarbles(
        percent.events, "ab-c", values: ["a": 50, "b": 30, "c": 67], timing: MarbleTiming(origin: 200))
}

/// Tests binding to `rx.percent`: a bound percentage moves the slider.
func testPercentBinding(_ test: some MarbleAssertions) throws {
    let scheduler = TestScheduler(initialClock: 0)
    let timing = MarbleTiming(origin: 200)
    let slider = UISlider()
    let percents = try scheduler.createHotObservable("-a-b", values: ["a": 20, "b": 90], timing: timing)
    let sliderValues = scheduler.createObserver(Float.self)
    let disposeBag = DisposeBag()

    scheduler.scheduleAt(200) {
        percents.bind(to: slider.rx.percent).disposed(by: disposeBag)
    }
    scheduler.scheduleAt(210) { sliderValues.onNext(slider.value) }
    scheduler.scheduleAt(230) { sliderValues.onNext(slider.value) }
    scheduler.start()

    test.assertMarbles(sliderValues.events, "-a-b", values: ["a": 0.2, "b": 0.9], timing: timing)
}

// The check calls your code through this. Leave it as it is.
extension Answers: PercentTestsAnswer {
    static func runPercentTests(_ test: some MarbleAssertions) throws {
        try testPercent(test)
        try testPercentBinding(test)
    }
}
