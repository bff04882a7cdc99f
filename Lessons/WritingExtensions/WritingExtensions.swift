import LessonKit
import RxSandbox

/// Scaffolding: the post's `SomeClass`, given a body: a plain Swift class (not an `NSObject`) that
/// counts and reports each count to a closure, the way callback-based APIs do.
private final class SomeClass {
    var onCount: ((Int) -> Void)?
    private var count = 0

    func countUp() {
        count += 1
        onCount?(count)
    }
}

// @code some-class
extension Reactive where Base: SomeClass {
    func someObservable() -> Observable<Int> {
        return Observable<Int>.create { [base] observer in
            base.onCount = { count in observer.onNext(count) }
            return Disposables.create { base.onCount = nil }
        }
    }
}

extension SomeClass: ReactiveCompatible {}
// @end

/// Scaffolding: the view model both login screens bind to.
private final class LoginViewModel {
    let loginRelay = BehaviorRelay<String>(value: "")
}

/// Scaffolding: the post's login screen, with RxCocoa.
private final class LoginViewController: UIViewController {
    let loginField = UITextField()
    let viewModel: LoginViewModel
    let disposeBag = DisposeBag()

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // @code login-rxcocoa
        //as Observable
        loginField.rx.text.orEmpty
            .bind(to: viewModel.loginRelay)
            .disposed(by: disposeBag)

        //as Observer
        viewModel.loginRelay
            .bind(to: loginField.rx.text)
            .disposed(by: disposeBag)
        // @end
    }
}

/// Scaffolding: the post's login screen without RxCocoa ("Extensions are optional").
private final class LoginWithoutRxViewController: UIViewController {
    let loginField = UITextField()
    let viewModel: LoginViewModel
    let disposeBag = DisposeBag()

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    // @code login-without-rxcocoa
    override func viewDidLoad() {
        super.viewDidLoad()
        // Linux: the post writes `loginField.addTarget(self, action: #selector(textChanged(sender:)), for: …)`
        loginField.addAction(
            UIAction { [weak self] action in self?.textChanged(sender: action.sender as Any) },
            for: [.allEditingEvents, .valueChanged])

        //as Observer
        viewModel.loginRelay
            .subscribe(onNext: { [weak self] text in
                self?.loginField.text = text
            })
            .disposed(by: disposeBag)
    }

    //as Observable
    private func textChanged(sender: Any) {  // Linux: the post's method is `@objc private`
        if let textField = sender as? UITextField,
            textField == loginField,
            let text = loginField.text
        {
            viewModel.loginRelay.accept(text)
        }
    }
    // @end
}

/// The login scene's script, the same for both screens: the user taps the field and pastes a name,
/// then the program puts a saved name in the view model.
private func runLoginScene(
    _ stage: Stage, screen: UIViewController, field: UITextField, viewModel: LoginViewModel
) {
    stage.record(viewModel.loginRelay, as: "viewModel.loginRelay")
    stage.show(screen, as: "screen", properties: [])  // keeps the screen (and its bag) alive
    stage.show(field, as: "loginField", properties: ["text"])
    screen.loadViewIfNeeded()
    stage.user(at: 40, Localized(ko: "필드 탭", en: "tap field")) { field.becomeFirstResponder() }
    stage.user(at: 50, Localized(ko: "kim 붙여넣기", en: "paste kim")) {
        field.simulateReplacingText(with: "kim")
    }
    stage.at(90) { viewModel.loginRelay.accept("lee") }
}

/// Scaffolding: a custom control, as the post's "Knob Control": a value the user turns, reported with
/// `valueChanged`, and `touchUpInside` when the finger lifts.
private final class KnobControl: UIControl {
    var angle: Float = 0 {
        didSet { recordChange("angle", from: oldValue, to: angle) }
    }

    /// The user turns the knob to `angle`, then lets go.
    func simulateTurn(to angle: Float) {
        self.angle = angle
        sendActions(for: .valueChanged)
        sendActions(for: .touchUpInside)
    }
}

// @code knob
extension Reactive where Base: KnobControl {
    /// Both directions: the angle now and after each turn by the user; binding sets it.
    var angle: ControlProperty<Float> {
        return controlProperty(
            editingEvents: .valueChanged,
            getter: { knob in knob.angle },
            setter: { knob, angle in knob.angle = angle })
    }

    /// Events only: each time the user lets go of the knob.
    var turnEnded: ControlEvent<Void> {
        return controlEvent(.touchUpInside)
    }
}
// @end

// @code rating-view
/// A view that sends no control events. Its touch handling keeps the rating the
/// user picks in a `BehaviorRelay`, and each double tap (which clears the
/// rating) goes to a `PublishRelay`.
private final class RatingView: UIView {
    /// The label the view draws its rating in.
    let starsLabel = UILabel()
    /// The rating shown, 0 to 5.
    var stars = 0 {
        didSet { starsLabel.text = "\(stars)/5" }
    }

    let userRating = BehaviorRelay<Int>(value: 0)
    let doubleTaps = PublishRelay<Void>()

    // The view's touch handling calls these two.
    func userPicked(_ stars: Int) {
        self.stars = stars
        userRating.accept(stars)
    }

    func userDoubleTapped() {
        userPicked(0)
        doubleTaps.accept(())
    }
}
// @end

// @code rating-rx
extension Reactive where Base: RatingView {
    /// The rating: the latest the user picked, at once, then each one they
    /// pick. Binding sets the stars shown, and is not reported.
    var rating: ControlProperty<Int> {
        let values = base.userRating
            .take(until: base.rx.deallocated)
        let valueSink = Binder(base) { view, stars in
            view.stars = stars
        }
        return ControlProperty(values: values, valueSink: valueSink)
    }

    /// Each double tap, from the moment of subscription.
    var doubleTap: ControlEvent<Void> {
        let events = base.doubleTaps
            .take(until: base.rx.deallocated)
        return ControlEvent(events: events)
    }
}
// @end

/// Choosing what an extension returns (Observable, Observer, both), `ReactiveCompatible` on a plain
/// class, the login field with and without RxCocoa, and RxCocoa's and the community's own (from the post *Writing custom extensions*, 2019).
let writingExtensions = Lesson(
    id: "writing-extensions",
    title: Localized(ko: "커스텀 익스텐션 작성하기", en: "Writing custom extensions"),
    summary: Localized(
        ko: "Observable, Observer, 둘 다? ControlEvent·Binder·ControlProperty 중 무엇을 쓸지 고르고 직접 만듭니다",
        en: "Observable, Observer or both? Choose ControlEvent, Binder or ControlProperty, and write your own"
    ),
    scenes: [
        Scene("some-class") { stage in
            let counter = SomeClass()
            // @code some-class-use
            stage.record(counter.rx.someObservable(), as: "counter.rx.someObservable()")
            // @end
            stage.at(10) { counter.countUp() }
            stage.at(30) { counter.countUp() }
            stage.at(50) { counter.countUp() }
            stage.expect("counter.rx.someObservable()", "-1-2-3")
        },
        Scene("login-rxcocoa") { stage in
            let viewModel = LoginViewModel()
            let screen = LoginViewController(viewModel: viewModel)
            runLoginScene(stage, screen: screen, field: screen.loginField, viewModel: viewModel)
            stage.expect(
                "viewModel.loginRelay", "(ee)ek---l", values: ["e": "\"\"", "k": "kim", "l": "lee"])
            stage.expect("loginField.text", "-----k---l", values: ["k": "kim", "l": "lee"])
        },
        Scene("login-without-rxcocoa") { stage in
            let viewModel = LoginViewModel()
            let screen = LoginWithoutRxViewController(viewModel: viewModel)
            runLoginScene(stage, screen: screen, field: screen.loginField, viewModel: viewModel)
            stage.expect(
                "viewModel.loginRelay", "e---ek---l", values: ["e": "\"\"", "k": "kim", "l": "lee"])
            stage.expect(
                "loginField.text", "e---e(kk)l", values: ["e": "\"\"", "k": "kim", "l": "lee"])
        },
        Scene("binders") { stage in
            let isSaving = BehaviorRelay<Bool>(value: false)
            let nameField = stage.show(UITextField(), as: "nameField", properties: ["text"])
            let okAction = stage.show(
                UIAlertAction(title: "OK", style: .default) { _ in isSaving.accept(true) }, as: "okAction")
            stage.record(isSaving, as: "isSaving")
            let spinner = stage.show(UIActivityIndicatorView(), as: "spinner", properties: ["isAnimating"])
            nameField.becomeFirstResponder()  // the alert opens with the keyboard up
            let bag = stage.disposeBag
            // @code builtin-binders
            nameField.rx.text.orEmpty
                .map { name in !name.isEmpty }
                .bind(to: okAction.rx.isEnabled)
                .disposed(by: bag)

            isSaving
                .bind(to: spinner.rx.isAnimating)
                .disposed(by: bag)
            // @end
            stage.user(at: 20, Localized(ko: "A 입력", en: "types A")) { nameField.simulateTyping("A") }
            stage.user(at: 40, Localized(ko: "OK 탭", en: "tap OK")) { okAction.simulateTap() }
            stage.at(70) { isSaving.accept(false) }
            let flags = ["t": "true", "f": "false"]
            stage.expect("okAction.isEnabled", "f-t", values: flags)
            stage.expect("isSaving", "f---t--f", values: flags)
            stage.expect("spinner.isAnimating", "f---t--f", values: flags)
        },
        Scene("control-events") { stage in
            let button = stage.show(UIButton(), as: "button", properties: [])
            let collectionView = stage.show(UICollectionView(), as: "collectionView", properties: [])
            // @code builtin-events
            stage.record(button.rx.tap, as: "button.rx.tap")
            stage.record(collectionView.rx.itemSelected, as: "collectionView.rx.itemSelected")
            // @end
            stage.user(at: 10, Localized(ko: "탭", en: "tap")) { button.simulateTap() }
            stage.user(at: 30, Localized(ko: "탭", en: "tap")) { button.simulateTap() }
            stage.user(at: 50, Localized(ko: "항목 2 선택", en: "select item 2")) {
                collectionView.simulateSelectItem(at: IndexPath(item: 2, section: 0))
            }
            stage.user(at: 70, Localized(ko: "항목 0 선택", en: "select item 0")) {
                collectionView.simulateSelectItem(at: IndexPath(item: 0, section: 0))
            }
            stage.expect("button.rx.tap", "-x-x", values: ["x": "()"])
            stage.expect(
                "collectionView.rx.itemSelected", "-----a-b", values: ["a": "[0, 2]", "b": "[0, 0]"])
        },
        Scene("slider-value") { stage in
            let resets = PublishSubject<Float>()
            stage.record(resets, as: "resets")
            let slider = stage.show(sliderAtHalf(), as: "slider", properties: ["value"])
            // @code builtin-property
            stage.record(slider.rx.value, as: "slider.rx.value")
            resets
                .bind(to: slider.rx.value)
                .disposed(by: stage.disposeBag)
            // @end
            stage.user(at: 20, Localized(ko: "0.8까지 드래그", en: "drag to 0.8")) { slider.simulateDrag(to: 0.8) }
            stage.at(40) { resets.onNext(0.2) }
            stage.user(at: 60, Localized(ko: "0.6까지 드래그", en: "drag to 0.6")) { slider.simulateDrag(to: 0.6) }
            stage.expect("slider.value", "--e-t-s", values: ["e": "0.8", "t": "0.2", "s": "0.6"])
            stage.expect("slider.rx.value", "h-e---s", values: ["h": "0.5", "e": "0.8", "s": "0.6"])
        },
        Scene("custom-control") { stage in
            let resets = PublishSubject<Float>()
            stage.record(resets, as: "resets")
            let knob = stage.show(KnobControl(), as: "knob", properties: ["angle"])
            let angleLabel = stage.show(UILabel(), as: "angleLabel", properties: ["text"])
            let bag = stage.disposeBag
            // @code knob-use
            knob.rx.angle
                .map { angle in "\(Int(angle))°" }
                .bind(to: angleLabel.rx.text)
                .disposed(by: bag)
            resets
                .bind(to: knob.rx.angle)
                .disposed(by: bag)
            // @end
            stage.record(knob.rx.turnEnded, as: "knob.rx.turnEnded")
            stage.user(at: 20, Localized(ko: "90까지 돌림", en: "turn to 90")) { knob.simulateTurn(to: 90) }
            stage.user(at: 40, Localized(ko: "180까지 돌림", en: "turn to 180")) { knob.simulateTurn(to: 180) }
            stage.at(60) { resets.onNext(0) }
            stage.expect("knob.angle", "--n-h-z", values: ["n": "90.0", "h": "180.0", "z": "0.0"])
            stage.expect("angleLabel.text", "z-n-h", values: ["z": "0°", "n": "90°", "h": "180°"])
            stage.expect("knob.rx.turnEnded", "--x-x", values: ["x": "()"])
        },
        Scene("relay-backed") { stage in
            var ratingView: RatingView? = RatingView()
            stage.show(
                ratingView!.starsLabel, as: "ratingView.starsLabel", properties: ["text"])
            let savedRating = PublishSubject<Int>()
            stage.record(savedRating, as: "savedRating")
            // @code relay-backed
            let rating = ratingView!.rx.rating
            let doubleTap = ratingView!.rx.doubleTap
            stage.record(rating, as: "rating")
            stage.record(doubleTap, as: "doubleTap")
            savedRating
                .bind(to: rating)
                .disposed(by: stage.disposeBag)
            stage.at(40) {
                stage.record(rating, as: "rating@40")
                stage.record(doubleTap, as: "doubleTap@40")
            }
            stage.at(60) { ratingView = nil }  // the screen closes: the view is released
            // @end
            stage.user(at: 20, Localized(ko: "별 4개 선택", en: "pick 4 stars")) { ratingView?.userPicked(4) }
            stage.at(30) { savedRating.onNext(2) }
            stage.user(at: 50, Localized(ko: "두 번 탭", en: "double-tap")) { ratingView?.userDoubleTapped() }
            stage.expect("savedRating", "---2")
            stage.expect(
                "ratingView.starsLabel.text", "--ab-c", values: ["a": "4/5", "b": "2/5", "c": "0/5"])
            stage.expect("rating", "0-4--0|")
            stage.expect("rating@40", "----40|")
            stage.expect("doubleTap", "-----x|", values: ["x": "()"])
            stage.expect("doubleTap@40", "-----x|", values: ["x": "()"])
        },
        Scene("tap-gesture") { stage in
            let avatarView = stage.show(UIView(), as: "avatarView", properties: [])
            let tapCountLabel = stage.show(UILabel(), as: "tapCountLabel", properties: ["text"])
            // @code tap-gesture
            avatarView.rx.tapGesture()
                .when(.recognized)
                .scan(0) { count, _ in count + 1 }
                .map { count in "taps: \(count)" }
                .bind(to: tapCountLabel.rx.text)
                .disposed(by: stage.disposeBag)
            // @end
            let recognizers = avatarView.gestureRecognizers?.count ?? 0
            print(
                Localized(
                    ko: "avatarView의 제스처 인식기 수: \(recognizers)",
                    en: "recognizers on avatarView: \(recognizers)"))
            stage.user(at: 20, Localized(ko: "탭", en: "tap")) { avatarView.simulateTap() }
            stage.user(at: 40, Localized(ko: "탭", en: "tap")) { avatarView.simulateTap() }
            stage.expect("tapCountLabel.text", "--a-b", values: ["a": "taps: 1", "b": "taps: 2"])
        },
    ])

/// Scaffolding: a slider at 0.5, Interface Builder's default (a `UISlider()` made in code starts at 0).
private func sliderAtHalf() -> UISlider {
    let slider = UISlider()
    slider.value = 0.5
    return slider
}
