import Foundation

/// The app, as UIKit's `UIApplication`: one object, `UIApplication.shared`, with the app's state, and
/// the notifications the system posts (to `NotificationCenter.default`, with the app as `object`) as
/// the app comes and goes.
///
/// The system is a script here: `simulateEnterBackground()`, `simulateEnterForeground()`, … change the
/// state and post the notifications in the order iOS does. The app starts `active`, as an app on
/// screen is. Opening a URL leaves the sandbox no more than anything else: it is written down
/// (`openedURLs`).
public final class UIApplication: UIResponder {
    /// Where the app is: in front and receiving events, in front but interrupted, or in the background.
    public enum State: Int {
        case active, inactive, background
    }

    /// The one app object. It is made outside any scene's leak check: it lives as long as the process,
    /// as an app's does.
    public static let shared: UIApplication = ObjectCreationLog.observe({ _ in }) { UIApplication() }

    private override init() {
        super.init()
    }

    /// Where the app is (only the system changes it: the `simulate…` methods).
    public private(set) var applicationState = State.active {
        didSet { recordChange("applicationState", from: oldValue, to: applicationState) }
    }

    /// Whether the status bar shows the network activity spinner (deprecated by iOS 13, still there).
    public var isNetworkActivityIndicatorVisible = false {
        didSet {
            recordChange(
                "isNetworkActivityIndicatorVisible", from: oldValue, to: isNetworkActivityIndicatorVisible)
        }
    }

    /// Whether the screen stays on while the app runs.
    public var isIdleTimerDisabled = false {
        didSet { recordChange("isIdleTimerDisabled", from: oldValue, to: isIdleTimerDisabled) }
    }

    /// Puts the app back as it starts (`active`, flags off, no URL opened, no storyboard or nib
    /// registered, no image context begun): what a new scene does before it starts listening, since
    /// `shared` and those registrations outlive every scene.
    package func reset() {
        applicationState = .active
        isNetworkActivityIndicatorVisible = false
        isIdleTimerDisabled = false
        openedURLs = []
        UIStoryboard.removeAllRegistrations()
        UINib.removeAllRegistrations()
        ImageContextStack.sizes = []
    }

    // MARK: Windows

    /// The app's key window: the window last made key (`makeKey()`, `makeKeyAndVisible()`) while it
    /// is alive. (Deprecated by iOS 13, which has one key window per scene; still there.)
    public var keyWindow: UIWindow? {
        UIWindow.keyWindow
    }

    /// The app's windows, hidden and visible, that are alive, in the order they were made.
    public var windows: [UIWindow] {
        UIWindow.allWindows
    }

    // MARK: Opening URLs

    /// The keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable {
        public let rawValue: String

        /// A key with UIKit's raw value `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A key with UIKit's raw value `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// With `true`, the URL opens only if it is a universal link some installed app claims (never,
        /// here: the simulated device has no such app), not in a browser.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in the Settings app, for `open(_:options:completionHandler:)`.
    public static let openSettingsURLString = "app-settings:"

    /// The URLs the app opened (`open(_:options:completionHandler:)`), first to last. Nothing leaves
    /// the sandbox: opening a URL only adds it here.
    public private(set) var openedURLs: [URL] = [] {
        didSet { recordChange("openedURLs", from: oldValue, to: openedURLs) }
    }

    /// Whether some app on the device can open `url`: the simulated device has one for every URL with a
    /// scheme (`https:`, `mailto:`, `app-settings:`, …).
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme != nil
    }

    /// Asks the system to open `url` in the app that handles it, then calls `completion` with whether it
    /// opened (UIKit calls it later, on the main queue; the simulation at once). A URL the device can
    /// open (`canOpenURL(_:)`) is added to `openedURLs`, unless `options` has `.universalLinksOnly`
    /// set to `true` (no simulated app claims a universal link): nothing opens then.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        let universalLinksOnly = options[.universalLinksOnly] as? Bool ?? false
        let opens = canOpenURL(url) && !universalLinksOnly
        if opens {
            openedURLs.append(url)
        }
        completion?(opens)
    }

    // MARK: Notifications

    /// The app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// The app is about to come back from the background.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// The app has finished launching.
    public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// The app became active.
    public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// The app is about to stop being active (a call, Control Center, the way to the background).
    public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// The system is low on memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// The app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// The time changed a lot (midnight, a new time zone, daylight saving time).
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    /// The user changed whether the app may refresh in the background.
    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// The device is about to lock: protected files are about to become unreadable.
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")
    /// The device was unlocked: protected files are readable again.
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")
    /// The user took a screenshot.
    public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")

    // MARK: Scripted system

    /// The app launches: `inactive`, `didFinishLaunchingNotification`, then `active`,
    /// `didBecomeActiveNotification`.
    public func simulateLaunch() {
        applicationState = .inactive
        post(Self.didFinishLaunchingNotification)
        applicationState = .active
        post(Self.didBecomeActiveNotification)
    }

    /// The user goes to the home screen: `willResignActiveNotification` (while still active), then
    /// `inactive`, `background`, `didEnterBackgroundNotification`. Nothing if already in the background.
    public func simulateEnterBackground() {
        guard applicationState != .background else { return }
        if applicationState == .active {
            post(Self.willResignActiveNotification)
            applicationState = .inactive
        }
        applicationState = .background
        post(Self.didEnterBackgroundNotification)
    }

    /// The user comes back to the app: `willEnterForegroundNotification` (while still in the
    /// background), then `inactive`, `active`, `didBecomeActiveNotification`. Nothing unless in the
    /// background.
    public func simulateEnterForeground() {
        guard applicationState == .background else { return }
        post(Self.willEnterForegroundNotification)
        applicationState = .inactive
        applicationState = .active
        post(Self.didBecomeActiveNotification)
    }

    /// An interruption begins (a call, Control Center pulled down): `willResignActiveNotification`, then
    /// `inactive`. Nothing unless active.
    public func simulateResignActive() {
        guard applicationState == .active else { return }
        post(Self.willResignActiveNotification)
        applicationState = .inactive
    }

    /// The interruption ends: `active`, then `didBecomeActiveNotification`. Nothing unless inactive.
    public func simulateBecomeActive() {
        guard applicationState == .inactive else { return }
        applicationState = .active
        post(Self.didBecomeActiveNotification)
    }

    /// The system ends the app: `willTerminateNotification` (iOS sends it to an app in front or
    /// running in the background; the state does not change).
    public func simulateTerminate() {
        post(Self.willTerminateNotification)
    }

    /// The system runs low on memory: `didReceiveMemoryWarningNotification`.
    public func simulateMemoryWarning() {
        post(Self.didReceiveMemoryWarningNotification)
    }

    /// Midnight passes, or the time zone changes: `significantTimeChangeNotification`.
    public func simulateSignificantTimeChange() {
        post(Self.significantTimeChangeNotification)
    }

    /// The user turns Background App Refresh on or off: `backgroundRefreshStatusDidChangeNotification`.
    public func simulateBackgroundRefreshStatusChange() {
        post(Self.backgroundRefreshStatusDidChangeNotification)
    }

    /// The user locks the device: `protectedDataWillBecomeUnavailableNotification`.
    public func simulateDeviceLock() {
        post(Self.protectedDataWillBecomeUnavailableNotification)
    }

    /// The user unlocks the device: `protectedDataDidBecomeAvailableNotification`.
    public func simulateDeviceUnlock() {
        post(Self.protectedDataDidBecomeAvailableNotification)
    }

    /// The user takes a screenshot: `userDidTakeScreenshotNotification`.
    public func simulateScreenshot() {
        post(Self.userDidTakeScreenshotNotification)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
