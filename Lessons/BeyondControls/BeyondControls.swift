import LessonKit
import RxSandbox

// MARK: The life cycle

// @code life-cycle-extension
extension Reactive where Base: UIViewController {
    /// Each time the screen is about to appear: whether it is animated.
    var viewWillAppear: ControlEvent<Bool> {
        // iOS: methodInvoked(#selector(UIViewController.viewWillAppear))
        let source = methodInvoked("viewWillAppear(_:)")
            .map { $0.first as? Bool ?? false }
        return ControlEvent(events: source)
    }

    /// Each time the screen has gone: whether it went animated.
    var viewDidDisappear: ControlEvent<Bool> {
        // iOS: methodInvoked(#selector(UIViewController.viewDidDisappear))
        let source = methodInvoked("viewDidDisappear(_:)")
            .map { $0.first as? Bool ?? false }
        return ControlEvent(events: source)
    }
}
// @end

/// The lesson's screens, in a namespace of this file, so that their names stay out of the other
/// lessons' way.
private enum BeyondControlsCode {
    /// Scaffolding: where the list's items live (a database, a server); another screen adds to it.
    final class ItemStore {
        var items = ["milk"]
    }

    // @code list-screen
    class ShoppingListViewController: UIViewController {
        let itemsLabel = UILabel()
        let store: ItemStore
        private let disposeBag = DisposeBag()

        init(store: ItemStore) {
            self.store = store
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            // Reload the list each time the screen appears.
            rx.viewWillAppear
                .map { [store] _ in store.items.joined(separator: ", ") }
                .bind(to: itemsLabel.rx.text)
                .disposed(by: disposeBag)
        }
    }
    // @end

    // @code task-item
    class TaskItem: SimulatedObject {  // iOS: NSObject
        var title: String? {  // iOS: @objc dynamic var title: String?
            didSet { recordChange("title", from: oldValue, to: title) }
        }
    }
    // @end

    // @code override
    class ProfileViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            print("override \(animated)")
        }
    }
    // @end
}

private typealias ItemStore = BeyondControlsCode.ItemStore
private typealias ShoppingListViewController = BeyondControlsCode.ShoppingListViewController
private typealias ProfileViewController = BeyondControlsCode.ProfileViewController
private typealias TaskItem = BeyondControlsCode.TaskItem

/// The error of a lane, named by its type and case (`RxCocoaObjCRuntimeError.methodNotRouted`), the
/// same in both languages; the narrative gives the message.
private struct CaseName: Error, CustomStringConvertible {
    let description: String

    init(of error: Error) {
        let caseName = Mirror(reflecting: error).children.first?.label ?? "\(error)"
        description = "\(type(of: error)).\(caseName)"
    }
}

extension ObservableConvertibleType {
    /// The sequence, its error renamed by `CaseName`.
    fileprivate func namingErrorsByCase() -> Observable<Element> {
        asObservable().catch { Observable.error(CaseName(of: $0)) }
    }
}

// MARK: Notifications

// @code keyboard-height
extension Reactive where Base: NotificationCenter {
    /// The height the keyboard is about to cover: its frame's height when
    /// it will show, 0 when it will hide.
    var keyboardHeight: Observable<CGFloat> {
        let shows = notification(UIResponder.keyboardWillShowNotification)
            .map { notification -> CGFloat in
                let key = UIResponder.keyboardFrameEndUserInfoKey
                let frame = notification.userInfo?[key] as? NSValue
                return frame?.cgRectValue.height ?? 0
            }
        let hides = notification(UIResponder.keyboardWillHideNotification)
            .map { _ -> CGFloat in 0 }
        return Observable.merge(shows, hides)
    }
}
// @end

/// The scene's chat screen: a message field above the keyboard, the bar's bottom constraint keeping
/// it there.
private final class ChatViewController: UIViewController {
    let messageField = UITextField()
    let inputBar = UIView()
    private(set) var inputBarBottom: NSLayoutConstraint!
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(inputBar)
        inputBarBottom = NSLayoutConstraint(
            item: view!, attribute: .bottom, relatedBy: .equal, toItem: inputBar, attribute: .bottom,
            multiplier: 1, constant: 0)
        inputBarBottom.isActive = true
        // @code keyboard-binding
        NotificationCenter.default.rx.keyboardHeight
            .bind(to: inputBarBottom.rx.constant)
            .disposed(by: disposeBag)
        // @end
    }
}

/// Life-cycle events, KVO and notifications as custom extensions: `rx.methodInvoked` on a view
/// controller, `rx.observe` on a simulated object, and `NotificationCenter.default.rx.notification`
/// for the keyboard and the app's state, with what the sandbox cannot observe.
let beyondControls = Lesson(
    id: "beyond-controls",
    title: Localized(
        ko: "컨트롤 너머: 생명 주기, KVO, 노티피케이션", en: "Beyond controls: life cycle, KVO and notifications"),
    summary: Localized(
        ko: "화면의 생명 주기, KVO, 노티피케이션을 직접 만든 rx 익스텐션으로 관찰하고, 샌드박스가 Objective-C 런타임 없이 이를 어떻게 실행하는지 봅니다",
        en:
            "Observe a screen's life cycle, KVO and notifications with rx extensions of your own, and see how the sandbox runs them without the Objective-C runtime"
    ),
    scenes: [
        Scene("life-cycle", tracesChain: true) { stage in
            let store = ItemStore()
            let list = ShoppingListViewController(store: store)
            let navigation = stage.show(
                UINavigationController(rootViewController: list), as: "navigation", properties: [])
            stage.show(list.itemsLabel, as: "itemsLabel", properties: ["text"])
            stage.record(list.rx.viewWillAppear, as: "list.rx.viewWillAppear")
            stage.record(list.rx.viewDidDisappear, as: "list.rx.viewDidDisappear")
            stage.user(at: 10, Localized(ko: "앱 열기", en: "open the app")) {
                navigation.simulateAppear(animated: false)
            }
            stage.user(at: 20, Localized(ko: "추가 화면 열기", en: "open add screen")) {
                navigation.pushViewController(UIViewController(), animated: true)
            }
            stage.at(30) { store.items.append("eggs") }
            stage.user(at: 40, Localized(ko: "뒤로 가기", en: "tap back")) { navigation.simulateBack() }
            stage.expect("itemsLabel.text", "-a--b", values: ["a": "milk", "b": "milk, eggs"])
            stage.expect("list.rx.viewWillAppear", "-f--t", values: ["f": "false", "t": "true"])
            stage.expect("list.rx.viewDidDisappear", "--t", values: ["t": "true"])
        },
        Scene("sent-vs-invoked") { stage in
            let screen = stage.show(ProfileViewController(), as: "screen", properties: [])
            let disposeBag = stage.disposeBag
            // @code sent-invoked
            screen.rx.sentMessage("viewWillAppear(_:)")
                .subscribe(onNext: { arguments in print("sentMessage \(arguments)") })
                .disposed(by: disposeBag)
            screen.rx.methodInvoked("viewWillAppear(_:)")
                .subscribe(onNext: { arguments in print("methodInvoked \(arguments)") })
                .disposed(by: disposeBag)
            // @end
            stage.record(screen.rx.sentMessage("viewWillAppear(_:)"), as: "sentMessage")
            stage.record(screen.rx.methodInvoked("viewWillAppear(_:)"), as: "methodInvoked")
            // @code not-routed
            let notRouted = screen.rx.methodInvoked("viewWillTransition(to:with:)")
            let notSimulated = NSObject().rx.deallocated
            // @end
            stage.record(notRouted.namingErrorsByCase(), as: "notRouted")
            stage.record(notSimulated.namingErrorsByCase(), as: "notSimulated")
            stage.user(at: 10, Localized(ko: "화면 열기", en: "open the screen")) { screen.simulateAppear() }
            stage.expect("sentMessage", "-a", values: ["a": "[true]"])
            stage.expect("methodInvoked", "-a", values: ["a": "[true]"])
            stage.expect("notRouted", "#", error: "RxCocoaObjCRuntimeError.methodNotRouted")
            stage.expect("notSimulated", "#", error: "RxCocoaObjCRuntimeError.notASimulatedObject")
        },
        Scene("kvo") { stage in
            let item = stage.show(TaskItem(), as: "item", properties: [])
            var draft: TaskItem? = TaskItem()
            // @code kvo
            let title = item.rx.observe(String.self, "title")
            let draftTitle = draft!.rx.observeWeakly(String.self, "title")
            // @end
            stage.record(title, as: "title")
            stage.record(draftTitle, as: "draftTitle")
            stage.at(10) {
                // @code kvo-sets
                item.title = "milk"
                draft?.title = "eggs"
                // @end
            }
            stage.at(20) { item.title = "oat milk" }
            stage.at(30) { item.title = "oat milk" }
            stage.at(40) {
                // @code draft-goes
                draft = nil
                // @end
            }
            stage.expect("title", "abcc", values: ["a": "nil", "b": "milk", "c": "oat milk"])
            stage.expect("draftTitle", "ae--(n|)", values: ["a": "nil", "e": "eggs", "n": "nil"])
        },
        Scene("text-field") { stage in
            let messageField = stage.show(UITextField(), as: "messageField", properties: [])
            // @code kvo-vs-control-property
            let observed = messageField.rx.observe(\.text)
            let edited = messageField.rx.text
            // @end
            stage.record(observed, as: "observe(\\.text)")
            stage.record(edited, as: "rx.text")
            stage.user(at: 10, Localized(ko: "필드 탭", en: "tap field")) { messageField.becomeFirstResponder() }
            stage.user(at: 20, Localized(ko: "Hi all 입력", en: "type Hi all")) {
                messageField.simulateReplacingText(with: "Hi all")
            }
            stage.at(30) {
                // @code clear
                messageField.text = ""
                // @end
            }
            stage.expect("observe(\\.text)", "b-ab", values: ["a": "Hi all", "b": "\"\""])
            stage.expect("rx.text", "bba", values: ["a": "Hi all", "b": "\"\""])
        },
        Scene("keyboard") { stage in
            let keyboard = SimulatedKeyboard()
            var screen: ChatViewController? = ChatViewController()
            screen!.loadViewIfNeeded()
            stage.show(screen!.inputBarBottom, as: "inputBarBottom", properties: ["constant"])
            stage.user(at: 10, Localized(ko: "필드 탭", en: "tap field")) { keyboard.simulateShow() }
            stage.user(at: 20, Localized(ko: "키보드 내리기", en: "hide keyboard")) { keyboard.simulateHide() }
            stage.user(at: 30, Localized(ko: "필드 탭", en: "tap field")) { keyboard.simulateShow() }
            stage.user(at: 40, Localized(ko: "화면 닫기", en: "close screen")) {
                // @code close-chat
                screen = nil
                // @end
            }
            stage.user(at: 50, Localized(ko: "키보드 내리기", en: "hide keyboard")) { keyboard.simulateHide() }
            stage.expect("inputBarBottom.constant", "-abc", values: ["a": "336.0", "b": "0.0", "c": "336.0"])
        },
        Scene("background") { stage in
            UIApplication.shared.reset()  // the app is in front when the scene starts
            let scheduler = stage.scheduler
            // @code pause
            let refreshes = Observable<Int>
                .interval(.milliseconds(20), scheduler: scheduler)
            let isInFront = Observable.merge(
                UIApplication.rx.didEnterBackground.map { false },
                UIApplication.rx.willEnterForeground.map { true }
            )
            .startWith(true)

            let refreshing = isInFront.flatMapLatest { inFront in
                inFront ? refreshes : Observable.empty()
            }
            // @end
            stage.record(UIApplication.rx.didEnterBackground, as: "didEnterBackground")
            stage.record(UIApplication.rx.willEnterForeground, as: "willEnterForeground")
            stage.record(refreshing, as: "refreshing")
            stage.user(at: 50, Localized(ko: "홈 화면으로", en: "go home")) {
                UIApplication.shared.simulateEnterBackground()
            }
            stage.user(at: 90, Localized(ko: "앱으로 돌아오기", en: "come back")) {
                UIApplication.shared.simulateEnterForeground()
            }
            stage.end(at: 140)
            stage.expect("didEnterBackground", "-----x", values: ["x": "()"])
            stage.expect("willEnterForeground", "---------x", values: ["x": "()"])
            stage.expect("refreshing", "--0-1------0-1")
        },
    ])
