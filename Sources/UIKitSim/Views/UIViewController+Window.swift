extension UIViewController {
    /// The view this screen's root view is shown in, when the root view has no superview of its own:
    /// the view of the container that shows this screen (a navigation controller's top screen, a tab
    /// bar controller's selected one), or else of the screen that presents it. `nil` when the screen is
    /// not shown (a screen under the top of a navigation stack, a tab not selected, a dismissed one).
    /// `UIView.window` climbs through it.
    var viewShowingThisScreen: UIView? {
        if let parent {
            return parent.childrenReceivingAppearance.contains { $0 === self } ? parent.viewIfLoaded : nil
        }
        return presentingViewController?.viewIfLoaded
    }
}
