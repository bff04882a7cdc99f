import Foundation

// [names] A guard that a Mac does not take: os(iOS) is false there, so the struct is compiled.
#if os(iOS)
    public typealias NSEnumerator = ObjectiveC.NSEnumerator
#else
    public struct NSEnumerator {}
#endif

// [names] A typealias less visible than the declaration it stands for.
#if canImport(ObjectiveC)
    typealias ObjCBool = ObjectiveC.ObjCBool
#else
    public struct ObjCBool {}
#endif

// A stand-in: Apple's type on a Mac. Its members must be ones Apple's has (Scripts/darwin/stand-ins.txt).
#if canImport(ObjectiveC)
    public typealias Selector = ObjectiveC.Selector
#else
    public struct Selector: Hashable {
        private let text: String
        public init(_ name: String) { text = name }  // allowed: listed
        public var description: String { text }  // allowed: listed
        public var name: String { text }  // [stand-ins] Apple's Selector has no `name`
    }
#endif
