import UIKitSim

/// Where the screens of a test write their life-cycle and containment calls, in order.
final class ScreenLog: UINavigationControllerDelegate, UITabBarControllerDelegate {
    var lines: [String] = []
    /// What `tabBarController(_:shouldSelect:)` answers.
    var allowsSelection = true

    /// A screen named `name` that writes its calls here.
    func screen(_ name: String) -> LoggedScreen {
        LoggedScreen(name: name, log: self)
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        lines.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        lines.append("didShow \(viewController.title ?? "?")")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
        -> Bool
    {
        lines.append("shouldSelect \(viewController.title ?? "?")")
        return allowsSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        lines.append("didSelect \(viewController.title ?? "?")")
    }
}

/// A screen that writes `<name> <call>` to its log for each life-cycle and containment call.
final class LoggedScreen: UIViewController {
    private unowned let log: ScreenLog

    init(name: String, log: ScreenLog) {
        self.log = log
        super.init()
        title = name
    }

    private func write(_ call: String) {
        log.lines.append("\(title ?? "?") \(call)")
    }

    override func viewDidLoad() { write("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        write("viewWillAppear\(isMovingToParent ? " moving" : "")\(isBeingPresented ? " presented" : "")")
    }
    override func viewDidAppear(_ animated: Bool) { write("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        write(
            "viewWillDisappear\(isMovingFromParent ? " moving" : "")\(isBeingDismissed ? " dismissed" : "")")
    }
    override func viewDidDisappear(_ animated: Bool) { write("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        write("willMove \(parent == nil ? "nil" : "in")")
    }
    override func didMove(toParent parent: UIViewController?) {
        write("didMove \(parent == nil ? "nil" : "in")")
    }
}
