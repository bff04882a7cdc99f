import Foundation

#if canImport(ObjectiveC)
    /// On a Mac, the Objective-C runtime's selector, which Foundation already brings.
    public typealias Selector = ObjectiveC.Selector
#else
    /// Names a delegate method, as the Objective-C runtime's `Selector` does on Apple's platforms
    /// (Linux has none): here by its Swift name, `"locationManager(_:didUpdateLocations:)"`, which is
    /// what `#function` gives inside the method.
    ///
    /// On a Mac `Selector` is the Objective-C runtime's own type, so the sandbox uses only what both
    /// have: `Selector(_:)`, `==`, hashing and `description` (the name). A string literal makes one, as
    /// there, and with a warning, as there: on a Mac the compiler warns that the literal is not an
    /// Objective-C selector, so the sandbox passes a method's name as a `String` instead.
    public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
        private let name: String

        /// A selector for the method named `name`.
        public init(_ name: String) {
            self.name = name
        }

        @available(
            *, deprecated,
            message:
                "a Mac's compiler warns that a string literal is not an Objective-C selector: pass the method's name as a String"
        )
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// The method's name.
        public var description: String {
            name
        }
    }
#endif

extension Selector {
    /// A short name for a chain view: its last argument label that is not `_`
    /// (`locationManager(_:didUpdateLocations:)` is `didUpdateLocations`), else its base name
    /// (`textFieldShouldReturn(_:)` is `textFieldShouldReturn`).
    var shortName: String {
        let name = description
        let base = name.prefix { $0 != "(" }
        let labels = name.dropFirst(base.count).split(whereSeparator: { "(:)".contains($0) })
        return labels.last { $0 != "_" }.map(String.init) ?? String(base)
    }
}
