/// How two virtual times compare: the answer of `VirtualTimeConverterType.compareVirtualTime`.
///
/// A converter compares its own times (a `Date`, a tick count…), so virtual time needs no `Comparable`.
public enum VirtualTimeComparison {
    /// The left time is earlier.
    case lessThan
    /// Both times are the same.
    case equal
    /// The left time is later.
    case greaterThan
}
