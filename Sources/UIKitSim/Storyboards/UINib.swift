import Foundation

/// A nib, as UIKit's `UINib`: the objects of an Interface Builder file (a cell, a view), made anew each
/// time it is instantiated.
///
/// The sandbox has no nib files (Xcode compiles them from `.xib`s), so a nib is a name under which the
/// app registers, in code, how its top-level objects are made:
///
///     UINib.register(nibNamed: "UserCell") { [UserCell()] }
///
/// before it is instantiated. `instantiate(withOwner:options:)` then makes them and calls
/// `awakeFromNib()` on each, as loading the file does. Instantiating a nib nothing registered stops the
/// program, as UIKit throws when the file is missing, with a message saying how to register it.
open class UINib: NSObject {
    /// How each registered nib's top-level objects are made, by name.
    private static var makers: [String: () -> [Any]] = [:]

    /// The options of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable {
        public let rawValue: String

        /// A key with UIKit's raw value `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Objects outside the nib its placeholders stand for (not simulated: ignored).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (its file's, without `.nib`).
    public let name: String

    /// The nib named `name`. (UIKit looks for the file in `bundleOrNil`, the main bundle when nil; the
    /// sandbox has no file to look for and ignores it.)
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// Registers `make` as the way the nib `nibName` makes its top-level objects (replacing what was
    /// registered for it before). Sandbox-only: on iOS the nib file says it.
    public static func register(nibNamed nibName: String, topLevelObjects make: @escaping () -> [Any]) {
        makers[nibName] = make
    }

    /// Forgets every registration: what a new scene starts from, so that no scene finds a nib another
    /// one registered.
    package static func removeAllRegistrations() {
        makers = [:]
    }

    /// New top-level objects of the nib, each told `awakeFromNib()`. The owner (File's Owner) is not
    /// connected: the registered closure makes the connections. Stops the program if the nib is not
    /// registered.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any]
    {
        guard let make = Self.makers[name] else {
            fatalError(
                "Could not load NIB named '\(name)': the sandbox has no nib files; register how its "
                    + "objects are made first, with UINib.register(nibNamed: \"\(name)\") { [ … ] }")
        }
        let objects = make()
        for case let object as SimulatedObject in objects {
            object.awakeFromNib()
        }
        return objects
    }

    /// `<UINib>`: the same on every platform, every run (see `sandboxDescription`).
    open override var description: String {
        sandboxDescription
    }
}
