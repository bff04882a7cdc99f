import Foundation

/// The window screens are shown in, as UIKit's `UIWindow`: its `rootViewController`'s screen fills it.
///
/// A window is hidden until `makeKeyAndVisible()` (or `isHidden = false`): its root screen then
/// appears, and goes when the window is hidden again. Replacing the root of a visible window makes the
/// old root screen go and the new one appear.
open class UIWindow: UIView {
    /// The key window (`UIApplication.shared.keyWindow`), while it is alive.
    static weak var keyWindow: UIWindow?

    /// Every window made, held weakly, in the order they were made.
    private static var madeWindows: [WeakWindow] = []

    /// The windows that are alive, in the order they were made (`UIApplication.shared.windows`).
    static var allWindows: [UIWindow] {
        madeWindows.removeAll { $0.window == nil }
        return madeWindows.compactMap(\.window)
    }

    /// A window, held weakly.
    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The screen the window shows; its view is put in the window.
    open var rootViewController: UIViewController? {
        didSet {
            recordChange("rootViewController", from: oldValue, to: rootViewController)
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let rootViewController {
                rootViewController.view.frame = bounds
                addSubview(rootViewController.view)
            }
            guard !isHidden else { return }
            oldValue?.beginAppearanceTransition(false, animated: false)
            rootViewController?.beginAppearanceTransition(true, animated: false)
            oldValue?.endAppearanceTransition()
            rootViewController?.endAppearanceTransition()
        }
    }

    /// Whether the window is hidden (true until it is made visible); showing it makes its root screen
    /// appear, hiding it makes it go.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden, let rootViewController else { return }
            rootViewController.beginAppearanceTransition(!isHidden, animated: false)
            rootViewController.endAppearanceTransition()
        }
    }

    /// Whether this is the key window, the one that receives the keyboard's typing.
    open var isKeyWindow: Bool {
        UIWindow.keyWindow === self
    }

    /// A hidden window with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        UIWindow.madeWindows.removeAll { $0.window == nil }
        UIWindow.madeWindows.append(WeakWindow(window: self))
    }

    /// Makes this the key window (the previous key window stops being it).
    open func makeKey() {
        UIWindow.keyWindow = self
    }

    /// Makes this the key window and shows it: its root screen appears.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }
}
