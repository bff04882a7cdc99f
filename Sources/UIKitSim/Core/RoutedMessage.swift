/// Told before and after each *routed* method call of one object: how `rx.sentMessage` and
/// `rx.methodInvoked` observe a simulated object's methods (RxCocoaSim attaches one).
///
/// On iOS, RxCocoa observes any `@objc` method by swapping its implementation at run time. Linux has no
/// Objective-C runtime, so the simulated UIKit routes the calls it makes itself instead (a view
/// controller's `viewWillAppear(_:)`, called when its screen appears): it tells the observer, runs the
/// method (a subclass's override included), and tells the observer again. A class lists the methods it
/// routes in `routedMethods`.
package protocol MessageObserver: AnyObject {
    /// `method` (by its Swift name, `"viewWillAppear(_:)"`) is about to run with `arguments`.
    func willInvoke(_ method: String, arguments: [Any])
    /// `method` has run with `arguments`.
    func didInvoke(_ method: String, arguments: [Any])
    /// The object is being deallocated: its own `deinit` bodies (a subclass's first) have run, its
    /// stored properties and attached objects are not released yet (see `SimulatedObject`). Nothing by
    /// default.
    func deallocating()
}

extension MessageObserver {
    /// Nothing: an observer that only watches routed calls need not write it.
    package func deallocating() {}
}

extension SimulatedObject {
    /// Runs `body`, the call of `method` with `arguments`, between the message observer's
    /// `willInvoke` and `didInvoke`. The simulated UIKit calls its routed methods through this; a class
    /// of yours can route a method of its own the same way, listing it in its `routedMethods`.
    public func route(_ method: String, arguments: [Any], _ body: () -> Void) {
        let observer = messageObserver
        observer?.willInvoke(method, arguments: arguments)
        body()
        observer?.didInvoke(method, arguments: arguments)
    }
}
