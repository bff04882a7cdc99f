import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

/// An image picker's delegate proxy of one's own, as RxExample's `RxImagePickerDelegateProxy` (a
/// subclass of `RxNavigationControllerDelegateProxy`), in the sandbox's form: each delegate method it
/// observes calls `intercept` (without the Objective-C runtime, a method the proxy lacks is not heard).
private final class PickerDelegateProxy: RxNavigationControllerDelegateProxy, UIImagePickerControllerDelegate
{
    /// Registered once per process, as an app's launch does it.
    static let registered: Void = register { PickerDelegateProxy(imagePicker: $0) }

    init(imagePicker: UIImagePickerController) {
        super.init(navigationController: imagePicker)
    }

    func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        intercept(arguments: [picker, info]) {
            ($0 as? UIImagePickerControllerDelegate)?.imagePickerController(
                picker, didFinishPickingMediaWithInfo: info)
        }
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        intercept(arguments: [picker]) {
            ($0 as? UIImagePickerControllerDelegate)?.imagePickerControllerDidCancel(picker)
        }
    }
}

/// RxExample's `RxImagePickerDelegateProxy` as it is written for iOS: it adopts the protocol and
/// implements neither method, counting on the Objective-C runtime to forward the picker's calls.
private final class AdoptingOnlyPickerDelegateProxy: RxNavigationControllerDelegateProxy,
    UIImagePickerControllerDelegate
{
    static let registered: Void = register { AdoptingOnlyPickerDelegateProxy(imagePicker: $0) }

    init(imagePicker: UIImagePickerController) {
        super.init(navigationController: imagePicker)
    }
}

extension Reactive where Base: UIImagePickerController {
    /// The picked media, as RxExample's extension has it.
    fileprivate var pickedMedia: Observable<[UIImagePickerController.InfoKey: AnyObject]> {
        PickerDelegateProxy.registered
        return PickerDelegateProxy.proxy(for: base)
            .methodInvoked("imagePickerController(_:didFinishPickingMediaWithInfo:)")
            .map { arguments in
                guard let info = arguments[1] as? [UIImagePickerController.InfoKey: AnyObject] else {
                    throw RxCocoaError.castingError(
                        object: arguments[1], targetType: [UIImagePickerController.InfoKey: AnyObject].self)
                }
                return info
            }
    }

    /// Each cancel, as RxExample's extension has it.
    fileprivate var cancelled: Observable<Void> {
        PickerDelegateProxy.registered
        return PickerDelegateProxy.proxy(for: base)
            .methodInvoked("imagePickerControllerDidCancel(_:)").map { _ in () }
    }
}

final class UIImagePickerAndEditingRxTests: RxTestCase {
    func testAProxyOfYourOwnHearsThePicksAndTheCancelOfAPresentedPicker() {
        let screen = UIViewController()
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let picker = UIImagePickerController()
        let photo = UIImage()
        scheduler.scheduleAt(210) { picker.simulatePick(image: photo) }
        scheduler.scheduleAt(220) { screen.present(picker, animated: true) }
        scheduler.scheduleAt(230) { picker.simulatePick(image: photo) }
        scheduler.scheduleAt(240) { picker.simulateCancel() }
        let picks = scheduler.record(
            picker.rx.pickedMedia.map { $0[.originalImage] === photo ? "photo" : "other" }, subscribed: 200)
        let cancels = scheduler.record(picker.rx.cancelled.map { "cancel" }, subscribed: 200)
        scheduler.start()
        XCTAssertEqual(picks.events, [.next(230, "photo")], "nothing while the picker is not on screen")
        XCTAssertEqual(cancels.events, [.next(240, "cancel")])
        XCTAssertTrue(picker.rx.delegate === picker.delegate, "rx.delegate is the same proxy")
        withExtendedLifetime(window) {}
    }

    func testAProxyThatOnlyAdoptsThePickersProtocolHearsNothingUnlikeOnIOS() {
        // On iOS the Objective-C runtime hands the proxy the calls it has no method for; here the
        // protocol's empty default implementations take them.
        AdoptingOnlyPickerDelegateProxy.registered
        let screen = UIViewController()
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let picker = UIImagePickerController()
        let proxy = AdoptingOnlyPickerDelegateProxy.proxy(for: picker)
        XCTAssertTrue(picker.delegate === proxy)
        scheduler.scheduleAt(210) { screen.present(picker, animated: true) }
        scheduler.scheduleAt(220) { picker.simulatePick(image: UIImage()) }
        scheduler.scheduleAt(230) { picker.simulateCancel() }
        let picks = scheduler.record(
            proxy.methodInvoked("imagePickerController(_:didFinishPickingMediaWithInfo:)").marked("pick"),
            subscribed: 200)
        let cancels = scheduler.record(
            proxy.sentMessage("imagePickerControllerDidCancel(_:)").marked("cancel"), subscribed: 200)
        scheduler.start()
        XCTAssertEqual(picks.events, [])
        XCTAssertEqual(cancels.events, [])
        withExtendedLifetime(window) {}
    }

    func testTheProxysStreamsCompleteWhenThePickerGoes() {
        var picker: UIImagePickerController? = UIImagePickerController()
        let picks = scheduler.record(picker!.rx.pickedMedia.map { $0.count }, subscribed: 200)
        scheduler.scheduleAt(250) { picker = nil }
        scheduler.start()
        XCTAssertEqual(picks.events, [.completed(250)])
    }

    func testRxTapOnTheEditButtonTakesItsTapsAsOnIOS() {
        let screen = UIViewController()
        let button = screen.editButtonItem
        scheduler.scheduleAt(210) { button.simulateTap() }
        let observer = scheduler.start { button.rx.tap.marked("tap") }
        XCTAssertEqual(observer.events, [.next(210, "tap")])
        XCTAssertFalse(screen.isEditing, "rx.tap replaced the item's target-action, the toggle")
    }

    func testEditingCanBeObservedByItsName() {
        let screen = UIViewController()
        scheduler.scheduleAt(210) { screen.editButtonItem.simulateTap() }
        scheduler.scheduleAt(220) { screen.isEditing = false }
        let observer = scheduler.start {
            screen.rx.observe(Bool.self, "isEditing").map { $0.map(String.init) ?? "nil" }
        }
        XCTAssertEqual(observer.events, [.next(200, "false"), .next(210, "true"), .next(220, "false")])
    }

    func testABinderTurnsTheNavigationBarRedWhileOffline() {
        // RxExample's GitHubSearchRepositories: `navigationController.rx.isOffline`.
        let navigation = UINavigationController(rootViewController: UIViewController())
        let isOffline = Binder(navigation) { navigation, offline in
            navigation.navigationBar.barTintColor = offline ? .red : nil
        }
        let timeline = UITimeline(scheduler, properties: ["barTintColor"])
        let offline = scheduler.createHotObservable([.next(210, true), .next(220, false)])
        let subscription = offline.bind(to: isOffline)
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(timeline.entries, ["210 barTintColor: red", "220 barTintColor: nil"])
    }
}
