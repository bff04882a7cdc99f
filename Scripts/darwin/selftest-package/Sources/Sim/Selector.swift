/// Names a delegate method by its Swift name, `"locationManager(_:didUpdateLocations:)"`: what a
/// delegate proxy's `methodInvoked` and `sentMessage` take where iOS code writes `#selector(...)`.
///
/// Linux has no Objective-C runtime, so `#selector` does not exist there. Inside a method, `#function`
/// is exactly this name, which is how a proxy's methods report themselves.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's Swift name.
    public let name: String

    /// A selector for the method named `name`.
    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String {
        name
    }

    /// A short name for a chain view: its last argument label that is not `_`
    /// (`locationManager(_:didUpdateLocations:)` is `didUpdateLocations`), else its base name
    /// (`textFieldShouldReturn(_:)` is `textFieldShouldReturn`).
    var shortName: String {
        let base = name.prefix { $0 != "(" }
        let labels = name.dropFirst(base.count).split(whereSeparator: { "(:)".contains($0) })
        return labels.last { $0 != "_" }.map(String.init) ?? String(base)
    }
}
