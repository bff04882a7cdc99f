/// What `rx.observe` and `rx.observeWeakly` send, as RxCocoa names KVO's options.
public struct KeyValueObservingOptions: OptionSet {
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The current value, at once, during the subscription.
    public static let initial = KeyValueObservingOptions(rawValue: 1 << 0)
    /// The value after each set.
    public static let new = KeyValueObservingOptions(rawValue: 1 << 1)
}
