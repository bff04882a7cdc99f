/// The errors of the RxCocoa layer, with RxCocoa's seven cases.
///
/// The sandbox throws two of them: `castingError`, when a delegate call's argument is not of the type an
/// `rx` member expected, and `itemsNotYetBound`, when `rx.model(at:)` or a data source is asked for
/// items before `rx.items` bound any. The other five are there so that code which names them (a `catch`
/// or a `switch` written for iOS) compiles; the sandbox never produces them: it swizzles nothing
/// (`errorDuringSwizzling`), and its KVO refuses a key path it can't follow with
/// `RxCocoaObjCRuntimeError.propertyNotReported`, whose message says what to do instead.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
    /// Something failed that no other case describes.
    case unknown
    /// An operation was asked of `object` that it can't do.
    case invalidOperation(object: Any)
    /// A data source was asked for items before `rx.items` bound any to `object`.
    case itemsNotYetBound(object: Any)
    /// `object` has no property `propertyName` to observe.
    case invalidPropertyName(object: Any, propertyName: String)
    /// `object`, the value of `propertyName` on a key path from `sourceObject`, can't be observed.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Replacing a method's implementation at run time failed (on iOS; nothing is replaced here).
    case errorDuringSwizzling
    /// `object` was expected to be a `targetType` and is not.
    case castingError(object: Any, targetType: Any.Type)

    /// What went wrong, naming the object.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "An unknown RxCocoa error"
        case .invalidOperation(let object):
            return "`\(object)` can't do the operation that was asked of it"
        case .itemsNotYetBound(let object):
            return "Data source is not set yet for `\(object)`; bind items with `rx.items` first"
        case .invalidPropertyName(let object, let propertyName):
            return "`\(object)` has no property `\(propertyName)` to observe"
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            return "`\(object)`, the `\(propertyName)` of `\(sourceObject)`, can't be observed"
        case .errorDuringSwizzling:
            return "A method's implementation could not be replaced"
        case .castingError(let object, let targetType):
            return "`\(object)` is not a `\(targetType)`, the type the code expected here"
        }
    }
}
