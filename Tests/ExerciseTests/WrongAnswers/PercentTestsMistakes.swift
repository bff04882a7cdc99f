import ExerciseBook
import RxSandbox

/// The binding test of the `testing` exercise, as the lesson writes it: shared by the wrong answers
/// whose mistake is elsewhere.
private func bindingTest(_ test: some MarbleAssertions) throws {
    let scheduler = TestScheduler(initialClock: 0)
    let timing = MarbleTiming(origin: 200)
    let slider = UISlider()
    let percents = try scheduler.createHotObservable("-a-b", values: ["a": 20, "b": 90], timing: timing)
    let sliderValues = scheduler.createObserver(Float.self)
    let disposeBag = DisposeBag()
    scheduler.scheduleAt(200) { percents.bind(to: slider.rx.percent).disposed(by: disposeBag) }
    scheduler.scheduleAt(210) { sliderValues.onNext(slider.value) }
    scheduler.scheduleAt(230) { sliderValues.onNext(slider.value) }
    scheduler.start()
    test.assertMarbles(sliderValues.events, "-a-b", values: ["a": 0.2, "b": 0.9], timing: timing)
}

/// `testing`, a wrong expectation: the test expects no value on subscription, only the two drags, so it
/// fails against the correct `rx.percent`.
enum PercentTestsExpectingNoCurrentValue: PercentTestsAnswer {
    static func runPercentTests(_ test: some MarbleAssertions) throws {
        let scheduler = TestScheduler(initialClock: 0)
        let slider = UISlider()
        slider.value = 0.5
        scheduler.scheduleAt(210) { slider.simulateDrag(to: 0.3) }
        scheduler.scheduleAt(230) { slider.simulateDrag(to: 0.667) }
        let percent = scheduler.start { slider.rx.percent }
        test.assertMarbles(
            percent.events, "-b-c", values: ["b": 30, "c": 67], timing: MarbleTiming(origin: 200))
        try bindingTest(test)
    }
}

/// `testing`, whole percentages only: the lesson's values test drags to 0.3 and 0.75, where truncating
/// gives the same as rounding, so it cannot catch the truncating `rx.percent`.
enum PercentTestsWithWholePercentages: PercentTestsAnswer {
    static func runPercentTests(_ test: some MarbleAssertions) throws {
        let scheduler = TestScheduler(initialClock: 0)
        let slider = UISlider()
        slider.value = 0.5
        scheduler.scheduleAt(210) { slider.simulateDrag(to: 0.3) }
        scheduler.scheduleAt(230) { slider.simulateDrag(to: 0.75) }
        let percent = scheduler.start { slider.rx.percent }
        test.assertMarbles(
            percent.events, "ab-c", values: ["a": 50, "b": 30, "c": 75], timing: MarbleTiming(origin: 200))
        try bindingTest(test)
    }
}

/// `testing`, values only: a good test of the values, and no test of binding, so the binder's bug
/// goes unseen.
enum PercentTestsWithoutBinding: PercentTestsAnswer {
    static func runPercentTests(_ test: some MarbleAssertions) throws {
        let scheduler = TestScheduler(initialClock: 0)
        let slider = UISlider()
        slider.value = 0.5
        scheduler.scheduleAt(210) { slider.simulateDrag(to: 0.3) }
        scheduler.scheduleAt(230) { slider.simulateDrag(to: 0.667) }
        let percent = scheduler.start { slider.rx.percent }
        test.assertMarbles(
            percent.events, "ab-c", values: ["a": 50, "b": 30, "c": 67], timing: MarbleTiming(origin: 200))
    }
}

/// `testing`, a values test that records the percentages and never asserts them: against the correct
/// `rx.percent` it says nothing, which the check counts as a test that does not hold.
enum PercentTestsRecordingWithoutAsserting: PercentTestsAnswer {
    static func runPercentTests(_ test: some MarbleAssertions) throws {
        let scheduler = TestScheduler(initialClock: 0)
        let slider = UISlider()
        slider.value = 0.5
        scheduler.scheduleAt(210) { slider.simulateDrag(to: 0.3) }
        scheduler.scheduleAt(230) { slider.simulateDrag(to: 0.667) }
        _ = scheduler.start { slider.rx.percent }
    }
}
