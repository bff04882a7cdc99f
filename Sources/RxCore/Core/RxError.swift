/// The errors the reactive core itself produces.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// Subscribing to, or sending into, an object that was disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An index (for example of `element(at:)`) that the sequence did not reach.
    case argumentOutOfRange
    /// A sequence that had to contain an element had none.
    case noElements
    /// A sequence that had to contain one element had more.
    case moreThanOneElement
    /// `timeout` ran out.
    case timeout

    /// The case's name as code writes it (`moreThanOneElement`): how a marble diagram names the error,
    /// the same in every language.
    package var caseName: String {
        switch self {
        case .unknown: return "unknown"
        case .disposed: return "disposed"
        case .overflow: return "overflow"
        case .argumentOutOfRange: return "argumentOutOfRange"
        case .noElements: return "noElements"
        case .moreThanOneElement: return "moreThanOneElement"
        case .timeout: return "timeout"
        }
    }

    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}
