import LessonKit
import RxSandbox
import XCTest

/// The leak check sees objects, not only `Resources.total`: what a scene showed or made and is still
/// alive once the scene lets go of it is named, and turns the scene red. (XCTest: Binders run on the
/// main thread, where XCTest runs its tests.)
final class LeakCheckTests: XCTestCase {
    /// What outlives a scene here (a leak a test makes on purpose), emptied after each test.
    private var keptAlive: [AnyObject] = []

    override func tearDown() {
        keptAlive = []
        super.tearDown()
    }

    private func failures(_ report: SceneReport, _ language: Language = .en) -> [String] {
        report.leakCheck.lines(in: language).filter { !$0.ok }.map(\.text)
    }

    func testAShownObjectStillAliveAfterTheSceneIsNamedAndFailsIt() {
        let report = LessonRunner.run(
            Scene("test") { stage in
                self.keptAlive.append(stage.show(UILabel(), as: "valueLabel"))
            })
        XCTAssertFalse(report.passed)
        XCTAssertEqual(
            report.resources.before, report.resources.after, "no subscription leaked: only the label")
        XCTAssertEqual(
            failures(report), ["`valueLabel` is still alive after the scene: something holds it strongly"])
        XCTAssertEqual(report.problems, failures(report))
        let korean = LessonRunner.run(
            Scene("test") { stage in self.keptAlive.append(stage.show(UILabel(), as: "valueLabel")) },
            language: .ko)
        XCTAssertEqual(
            failures(korean, .ko), ["`valueLabel`이(가) 장면이 끝난 뒤에도 살아 있습니다: 무언가가 강하게 붙잡고 있습니다"])
    }

    /// Without a named object left, the unnamed ones are named by class; with one, only it is named (what
    /// it made, its layer, lives because it does).
    func testAnObjectTheSceneMadeWithoutNamingItIsNamedByItsClass() {
        let report = LessonRunner.run(Scene("test") { _ in self.keptAlive.append(CLLocationManager()) })
        XCTAssertEqual(
            failures(report),
            [
                "a `CLLocationManager` the scene made is still alive after the scene: something holds it strongly"
            ])
        let stepper = LessonRunner.run(Scene("test") { _ in self.keptAlive.append(UIStepper()) })
        XCTAssertEqual(
            failures(stepper),
            [
                "2 objects the scene made are still alive after the scene (`CALayer`, `UIStepper`): something "
                    + "holds them strongly"
            ])
    }

    func testNothingLeakedIsSaidOnlyWhenEveryObjectWasReleased() {
        let report = LessonRunner.run(
            Scene("test") { stage in
                let label = stage.show(UILabel(), as: "label")
                let field = UITextField()
                field.rx.text.orEmpty.bind(to: label.rx.text).disposed(by: stage.disposeBag)
                stage.user(at: 10) { field.simulateTyping("a") }
            })
        XCTAssertTrue(report.passed, "\(report.problems)")
        XCTAssertEqual(report.leakCheck.lines(in: .en).map(\.ok), [true])
        XCTAssertTrue(report.leakCheck.lines(in: .en)[0].text.hasPrefix("nothing leaked: "))
    }

    func testAnObjectLetGoOfAtATickMustBeReleasedThen() {
        /// A binder that holds its label strongly: the label lives until the binding is disposed.
        func holding(_ label: UILabel) -> AnyObserver<String> {
            AnyObserver { event in if case .next(let text) = event { label.text = text } }
        }
        let report = LessonRunner.run(
            Scene("test") { stage in
                var label: UILabel? = UILabel()
                stage.watch(label!, as: "label")
                let texts = PublishSubject<String>()
                texts.bind(to: holding(label!)).disposed(by: stage.disposeBag)
                stage.letGo(of: "label", at: 30) { label = nil }
                stage.end(at: 50)
            })
        XCTAssertFalse(report.passed)
        XCTAssertEqual(
            failures(report),
            [
                "`label` was still alive at tick 30, after the scene let go of it: something held it strongly until tick 50"
            ])
        let weakly = LessonRunner.run(
            Scene("test") { stage in
                var label: UILabel? = UILabel()
                stage.watch(label!, as: "label")
                let texts = PublishSubject<String>()
                texts.bind(to: label!.rx.text).disposed(by: stage.disposeBag)
                stage.letGo(of: "label", at: 30) { label = nil }
                stage.end(at: 50)
            })
        XCTAssertTrue(weakly.passed, "\(weakly.problems)")
    }

    func testALeakTheSceneShowsOnPurposePassesOnlyIfItHappensAndIsUndone() {
        final class Screen: UIViewController {
            var bag = DisposeBag()
            let button = UIButton()
        }
        func scene(cycle: Bool, undo: Bool) -> SceneReport {
            LessonRunner.run(
                Scene("test") { stage in
                    let screen = Screen()
                    weak let leaked = screen
                    stage.watch(screen, as: "screen")
                    if cycle {
                        screen.button.rx.tap.subscribe(onNext: { _ in _ = screen }).disposed(by: screen.bag)
                    }
                    stage.expectLeak(of: "screen") { if undo { leaked?.bag = DisposeBag() } }
                })
        }
        let shown = scene(cycle: true, undo: true)
        XCTAssertTrue(shown.passed, "\(shown.problems)")
        XCTAssertEqual(
            shown.leakCheck.lines(in: .en).map(\.text),
            [
                "`screen` is still alive after the scene, the leak this scene shows: something holds it strongly",
                "nothing else leaked: once the leak was undone, every object was released and Resources.total is "
                    + "back where it started",
            ])
        let none = scene(cycle: false, undo: true)
        XCTAssertEqual(failures(none), ["`screen` was released: this scene means to show it left alive"])
        let kept = scene(cycle: true, undo: false)
        XCTAssertFalse(kept.passed)
        XCTAssertTrue(
            failures(kept).contains("`screen` is still alive even after the scene undid its leak"),
            "\(failures(kept))")
    }
}
