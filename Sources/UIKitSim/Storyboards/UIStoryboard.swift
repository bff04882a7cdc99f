import Foundation

/// A storyboard, as UIKit's `UIStoryboard`: an app's screens, each made on request by its identifier.
///
/// The sandbox has no storyboard files (Interface Builder's XML, which Xcode compiles into the app),
/// so a storyboard is a name under which the app registers, in code, how each of its screens is made:
///
///     UIStoryboard.register(storyboardNamed: "Main", identifier: "Detail") { DetailViewController() }
///
/// once, before a screen is asked for (a scene's setup, the app's launch). Then
/// `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")`
/// makes a new one each time, sets its `storyboard` and calls its `awakeFromNib()`, as loading it
/// from the file does (its outlets are whatever the registered closure connects). Asking for a screen
/// nothing registered stops the program, as UIKit throws for an identifier the storyboard lacks, with
/// a message saying how to register it.
open class UIStoryboard: NSObject {
    /// How each registered screen is made: by storyboard name, then by identifier.
    private static var makers: [String: [String: () -> UIViewController]] = [:]
    /// The identifier of each storyboard's initial screen.
    private static var initialIdentifiers: [String: String] = [:]

    /// The storyboard's name (its file's, without `.storyboard`).
    public let name: String

    /// The storyboard named `name`. (UIKit looks for the file in `storyboardBundleOrNil`, the main
    /// bundle when nil; the sandbox has no file to look for and ignores it.)
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// Registers `make` as the way the storyboard `storyboardName` makes its screen `identifier`
    /// (replacing what was registered for them before); `isInitial` makes it the storyboard's initial
    /// screen, which `instantiateInitialViewController()` makes. Sandbox-only: on iOS the storyboard
    /// file says it.
    public static func register(
        storyboardNamed storyboardName: String, identifier: String, isInitial: Bool = false,
        make: @escaping () -> UIViewController
    ) {
        makers[storyboardName, default: [:]][identifier] = make
        if isInitial {
            initialIdentifiers[storyboardName] = identifier
        }
    }

    /// Forgets every registration: what a new scene starts from, so that no scene finds a screen another
    /// one registered.
    package static func removeAllRegistrations() {
        makers = [:]
        initialIdentifiers = [:]
    }

    /// A new screen of the one registered as `identifier` in this storyboard, with its `storyboard`
    /// set and its `awakeFromNib()` called. Stops the program if nothing is registered so.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let make = Self.makers[name]?[identifier] else {
            fatalError(
                "Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)': the "
                    + "sandbox has no storyboard files; register how the screen is made first, with "
                    + "UIStoryboard.register(storyboardNamed: \"\(name)\", identifier: \"\(identifier)\") { … }"
            )
        }
        let viewController = make()
        viewController.storyboard = self
        viewController.awakeFromNib()
        return viewController
    }

    /// A new screen of the storyboard's initial one (registered with `isInitial: true`), or nil if it
    /// has none, as UIKit answers.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let identifier = Self.initialIdentifiers[name] else { return nil }
        return instantiateViewController(withIdentifier: identifier)
    }

    /// `<UIStoryboard>`: the same on every platform, every run (see `sandboxDescription`).
    open override var description: String {
        sandboxDescription
    }
}
