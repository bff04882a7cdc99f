import Foundation

// [members] Key-value coding is NSObject's on a Mac (Linux's NSObject has none).
extension NSObject {
    public func value(forKey key: String) -> Any? { nil }
}

// [members] Two of NSObject's Mac members, declared without `override`.
open class Thing: NSObject {
    public var className: String { "Thing" }

    public func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [String: Any]?, context: UnsafeMutableRawPointer?
    ) {}

    // Allowed: an override of a member Linux's NSObject has too.
    open override var description: String { "<Thing>" }
}

// [members] An internal class is checked too: a lesson's, or a learner's.
final class Hidden: NSObject {
    func isEqual(to object: Any?) -> Bool { false }
}
