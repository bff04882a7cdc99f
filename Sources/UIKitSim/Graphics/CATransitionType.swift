/// How one layer content replaces another in a transition animation, as Core Animation's
/// `CATransitionType`. The sandbox animates nothing: this only names a transition (RxExample passes
/// `CATransitionType.fade.rawValue` to say how a downloaded image should appear).
public struct CATransitionType: RawRepresentable, Hashable {
    /// The transition's name, as Core Animation spells it: `fade`, `moveIn`, `push`, `reveal`.
    public let rawValue: String

    /// The transition named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The new content fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
