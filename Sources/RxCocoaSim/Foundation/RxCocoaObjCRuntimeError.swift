/// Why an `rx` member that needs the Objective-C runtime on iOS can't do its work here: the sandbox's
/// form of RxCocoa's `RxCocoaObjCRuntimeError`, with cases of its own. Each message says what was
/// asked, what the sandbox can do instead, and where to read more.
///
/// The cases name the object by its description (`<UIView>`), not the object itself: an error kept in a
/// recording must not keep the object alive.
public enum RxCocoaObjCRuntimeError: Swift.Error, CustomDebugStringConvertible {
    /// `rx.sentMessage` or `rx.methodInvoked` was asked for `method` of an object whose class does not
    /// route it (`routedMethods` lists the ones it does). On iOS any `@objc` method can be observed.
    case methodNotRouted(target: String, method: String, routedMethods: [String])
    /// `member` (`rx.deallocated`) was used on an `NSObject` that is not a simulated object: only
    /// those can carry the object that announces their deallocation.
    case notASimulatedObject(target: String, member: String)
    /// `rx.observe` or `rx.observeWeakly` was given a key path whose part `missing` names no stored
    /// property of the object (or of an object on the path). On iOS that is KVO's
    /// `valueForUndefinedKey:` exception.
    case propertyNotReported(target: String, keyPath: String, missing: String)

    /// Where the differences from iOS are explained.
    static let readMore = "See the page \u{201C}iOS vs this sandbox\u{201D} (ios-vs-sandbox)."

    /// What went wrong, what to do instead, and where to read more.
    public var debugDescription: String {
        switch self {
        case .methodNotRouted(let target, let method, let routedMethods):
            let routed =
                routedMethods.isEmpty
                ? "its class routes none"
                : "its class routes " + routedMethods.joined(separator: ", ")
            return "\(target) can't be observed calling \(method): without the Objective-C runtime, "
                + "rx.sentMessage and rx.methodInvoked see only the methods the simulated UIKit routes, "
                + "and \(routed). Observe one of those, or a delegate method through a delegate "
                + "proxy. \(Self.readMore)"
        case .notASimulatedObject(let target, let member):
            return "\(target) can't announce its deallocation (rx.\(member)): without the Objective-C "
                + "runtime, only simulated objects (SimulatedObject and its subclasses, every simulated "
                + "UIKit object) can. Make the class a subclass of SimulatedObject. \(Self.readMore)"
        case .propertyNotReported(let target, let keyPath, let missing):
            return "\(target) has no property \(missing) to observe (key path \"\(keyPath)\"): without "
                + "the Objective-C runtime, rx.observe reads the stored properties of simulated objects "
                + "and hears their sets through the PropertyChangeLog. Check the spelling (Apple's "
                + "name, such as isEnabled), or observe a computed property with a Swift key path: "
                + "rx.observe(\\.value). \(Self.readMore)"
        }
    }
}

extension RxCocoaObjCRuntimeError: CustomStringConvertible {
    /// The same as `debugDescription`.
    public var description: String {
        debugDescription
    }
}
