import RxTestSupport
import XCTest

/// What compiles of RxCocoa's Foundation extensions: what needs the Objective-C runtime on a plain
/// `NSObject` does not exist there (lines marked `// rejected` must each get an error); the rest, as
/// a learner writes it, compiles without a warning.
final class FoundationCompileTimeTests: XCTestCase {
    func testWhatExistsForWhichReceiver() throws {
        let source = """
            import RxSandbox

            extension Reactive where Base: UIViewController {
                var viewWillAppear: ControlEvent<Bool> {
                    let source = methodInvoked("viewWillAppear(_:)").map { $0.first as? Bool ?? false }
                    return ControlEvent(events: source)
                }
            }
            let screen = UIViewController()
            let appearing: ControlEvent<Bool> = screen.rx.viewWillAppear
            let name = "viewDidLoad()"
            let loaded: Observable<[Any]> = screen.rx.sentMessage(Selector(name))
            let going: Observable<Void> = screen.rx.deallocating
            let gone: Observable<Void> = (UISwitch() as NSObject).rx.deallocated
            let plainGone: Observable<Void> = NSObject().rx.deallocated
            let text: Observable<String?> = UILabel().rx.observe(String.self, "text")
            let tag: Observable<Int?> = UIView().rx.observeWeakly(Int.self, "tag", options: [.new])
            let alpha: Observable<CGFloat> = UIView().rx.observe(\\.alpha)
            let notes: Observable<Notification> = NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
            let keyboard = SimulatedKeyboard()
            let data: Observable<Data> = URLSession.shared.rx.data(request: URLRequest(url: URL(string: "https://example.com")!))
            let json: Observable<Any> = URLSession.shared.rx.json(url: URL(string: "https://example.com")!)
            let active: ControlEvent<Void> = UIApplication.rx.didBecomeActive
            let spinner: Binder<Bool> = UIApplication.shared.rx.isNetworkActivityIndicatorVisible
            let invoked = NSObject().rx.methodInvoked(name)  // rejected: swizzling needs the runtime
            let dying = NSObject().rx.deallocating  // rejected
            let kvo = NSObject().rx.observe(String.self, "description")  // rejected: KVO needs the runtime
            let made = UIApplication()  // rejected: there is one app, UIApplication.shared
            """
        try Typecheck.assertOnlyRejectedLinesFail(source)
    }
}
