import Foundation
import RxCore
import UIKitSim

extension Reactive where Base: UIApplication {
    /// Binds to `isNetworkActivityIndicatorVisible`.
    public var isNetworkActivityIndicatorVisible: Binder<Bool> {
        Binder(base) { application, isVisible in
            application.isNetworkActivityIndicatorVisible = isVisible
        }
    }
}

extension Reactive where Base: UIApplication {
    /// Each `didEnterBackgroundNotification`.
    public static var didEnterBackground: ControlEvent<Void> {
        event(UIApplication.didEnterBackgroundNotification)
    }

    /// Each `willEnterForegroundNotification`.
    public static var willEnterForeground: ControlEvent<Void> {
        event(UIApplication.willEnterForegroundNotification)
    }

    /// Each `didFinishLaunchingNotification`.
    public static var didFinishLaunching: ControlEvent<Void> {
        event(UIApplication.didFinishLaunchingNotification)
    }

    /// Each `didBecomeActiveNotification`.
    public static var didBecomeActive: ControlEvent<Void> {
        event(UIApplication.didBecomeActiveNotification)
    }

    /// Each `willResignActiveNotification`.
    public static var willResignActive: ControlEvent<Void> {
        event(UIApplication.willResignActiveNotification)
    }

    /// Each `didReceiveMemoryWarningNotification`.
    public static var didReceiveMemoryWarning: ControlEvent<Void> {
        event(UIApplication.didReceiveMemoryWarningNotification)
    }

    /// Each `willTerminateNotification`.
    public static var willTerminate: ControlEvent<Void> {
        event(UIApplication.willTerminateNotification)
    }

    /// Each `significantTimeChangeNotification`.
    public static var significantTimeChange: ControlEvent<Void> {
        event(UIApplication.significantTimeChangeNotification)
    }

    /// Each `backgroundRefreshStatusDidChangeNotification`.
    public static var backgroundRefreshStatusDidChange: ControlEvent<Void> {
        event(UIApplication.backgroundRefreshStatusDidChangeNotification)
    }

    /// Each `protectedDataWillBecomeUnavailableNotification`.
    public static var protectedDataWillBecomeUnavailable: ControlEvent<Void> {
        event(UIApplication.protectedDataWillBecomeUnavailableNotification)
    }

    /// Each `protectedDataDidBecomeAvailableNotification`.
    public static var protectedDataDidBecomeAvailable: ControlEvent<Void> {
        event(UIApplication.protectedDataDidBecomeAvailableNotification)
    }

    /// Each `userDidTakeScreenshotNotification`.
    public static var userDidTakeScreenshot: ControlEvent<Void> {
        event(UIApplication.userDidTakeScreenshotNotification)
    }

    /// The notifications named `name` posted to `NotificationCenter.default` (by any object, as
    /// RxCocoa's do), as a `ControlEvent` named after the member that asked (`UIApplication.rx.didBecomeActive`).
    /// Like the notifications, it never completes.
    private static func event(_ name: Notification.Name, member: String = #function) -> ControlEvent<Void> {
        let source = NotificationCenter.default.rx.notification(name).map { _ in () }
        return ControlEvent(events: source, name: .plain("UIApplication.rx." + member))
    }
}
