import ExerciseBook
import RxSandbox

// Exercise `testing`: the task is `swift run lessons exercise show testing`;
// check your answer with `swift run lessons exercise check testing`.

/// Tests the values of `rx.percent`: the current one on subscription, then one per drag, rounded.
func testPercent(_ test: some MarbleAssertions) throws {
    let scheduler = TestScheduler(initialClock: 0)
    let slider = UISlider()
    slider.value = 0.5
    // Write this: what the user does, as `scheduler.scheduleAt(210) { slider.simulateDrag(to: …) }`.

    let percent = scheduler.start { slider.rx.percent }

    // Write this: the diagram `percent` must draw (when it fails, the check shows what it recorded).
    test.assertMarbles(percent.events, "", timing: MarbleTiming(origin: 200))
}

/// Tests binding to `rx.percent`: a bound percentage moves the slider.
func testPercentBinding(_ test: some MarbleAssertions) throws {
    // Write this: bind percentages from `scheduler.createHotObservable(…)` to `slider.rx.percent`, write
    // down `slider.value` in `scheduler.createObserver(Float.self)` after each, and assert those.
}

// The check calls your code through this. Leave it as it is.
extension Answers: PercentTestsAnswer {
    static func runPercentTests(_ test: some MarbleAssertions) throws {
        try testPercent(test)
        try testPercentBinding(test)
    }
}
