import Foundation

// [names] A type a Mac's Foundation also has (Linux's too, but here the module's own wins).
public final class NotificationCenter {}

// [names] A protocol, and a function, that a Mac's Foundation and ObjectiveC make visible.
public protocol NSCoding {}
public func autoreleasepool(_ body: () -> Void) { body() }

// Allowed: Apple's type on a Mac, the sandbox's elsewhere.
#if canImport(ObjectiveC)
    public typealias NSZone = ObjectiveC.NSZone
#else
    public struct NSZone {}
#endif

// Allowed: a name the compiler resolves in the package's favour (Scripts/darwin/allowed.txt).
public class Observable<Element> {}
