import RxSandbox

// The lesson's tests. Each body is a test as a learner writes it with RxTest; only the assertion goes
// through `MarbleAssertions`, so that `swift test` and the lesson's scenes run the same code.

// @code test-percent
func testPercent(_ test: some MarbleAssertions) {
    let scheduler = TestScheduler(initialClock: 0)
    let slider = UISlider()
    slider.value = 0.5
    scheduler.scheduleAt(210) { slider.simulateDrag(to: 0.3) }
    scheduler.scheduleAt(230) { slider.simulateDrag(to: 0.75) }

    let percent = scheduler.start { slider.rx.percent }

    test.assertMarbles(
        percent.events, "ab-c", values: ["a": 50, "b": 30, "c": 75], timing: MarbleTiming(origin: 200))
}
// @end

// @code test-percent-binding
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
// @end

// @code test-hot-cold
func testHotAndCold(_ test: some MarbleAssertions) throws {
    let scheduler = TestScheduler(initialClock: 0)
    let timing = MarbleTiming(origin: 200)
    let hot: TestableObservable<String> = try scheduler.createHotObservable("a-^-b-c-|", timing: timing)
    let cold: TestableObservable<String> = try scheduler.createColdObservable("-x-y-|")

    let hotObserver = scheduler.createObserver(String.self)
    let lateHotObserver = scheduler.createObserver(String.self)
    let coldObserver = scheduler.createObserver(String.self)
    let lateColdObserver = scheduler.createObserver(String.self)
    let disposeBag = DisposeBag()
    scheduler.scheduleAt(200) {
        hot.subscribe(hotObserver).disposed(by: disposeBag)
        cold.subscribe(coldObserver).disposed(by: disposeBag)
    }
    scheduler.scheduleAt(230) {
        hot.subscribe(lateHotObserver).disposed(by: disposeBag)
        cold.subscribe(lateColdObserver).disposed(by: disposeBag)
    }
    scheduler.start()

    test.assertMarbles(hotObserver.events, "--b-c-|", timing: timing)
    test.assertMarbles(lateHotObserver.events, "----c-|", timing: timing)
    test.assertMarbles(coldObserver.events, "-x-y-|", timing: timing)
    test.assertMarbles(lateColdObserver.events, "----x-y-|", timing: timing)
}
// @end

// @code test-view-model
func testSignIn(_ test: some MarbleAssertions, viewModel: SignInViewModel = SignInViewModel()) throws {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let timing = MarbleTiming(origin: 200)
    let disposeBag = DisposeBag()

    try SharingScheduler.mock(scheduler: scheduler) {
        let email = try scheduler.createHotObservable("-e", values: ["e": "rx@swift.org"], timing: timing)
        let password = try scheduler.createHotObservable(
            "--abc", values: ["a": "rx", "b": "rxswif", "c": "rxswift"], timing: timing)
        let signInTap = try scheduler.createHotObservable("------t", values: ["t": ()], timing: timing)
        let output = viewModel.transform(
            input: .init(
                email: email.asObservable(), password: password.asObservable(),
                signInTap: signInTap.asObservable()))

        let greeting = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            output.greeting.drive(greeting).disposed(by: disposeBag)
        }
        let isSignInEnabled = scheduler.start { output.isSignInEnabled }

        test.assertMarbles(
            isSignInEnabled.events, "--ft", values: ["f": false, "t": true], timing: timing)
        test.assertMarbles(
            greeting.events, "------g", values: ["g": "Hello, rx@swift.org"], timing: timing)
    }
}
// @end
