import Foundation

/// A type that can be made from the value KVO reports for it (`Int` from an `NSNumber`), so that
/// `rx.observe(Int.self, "tag")` gives `Int`s.
///
/// In the sandbox a property's value comes as the Swift value itself (an `Int` stays an `Int`), so it
/// is used as it is when it has the asked type, and converted from `KVOType` only when it does not.
public protocol KVORepresentable {
    /// The type KVO reports the value as.
    associatedtype KVOType

    /// The value from KVO's form of it, or `nil` if it does not convert.
    init?(KVOValue: KVOType)
}

extension KVORepresentable {
    /// `value` as `Self`: itself if it is one, else converted from `KVOType`; `nil` otherwise.
    static func fromReported(_ value: Any?) -> Self? {
        if let value = value as? Self { return value }
        return (value as? KVOType).flatMap(Self.init(KVOValue:))
    }
}

extension RawRepresentable where RawValue: KVORepresentable {
    /// `value` as `Self`: itself if it is one, else made from its raw value (itself, or converted from
    /// the raw value's `KVOType`); `nil` otherwise.
    static func fromReported(_ value: Any?) -> Self? {
        if let value = value as? Self { return value }
        return RawValue.fromReported(value).flatMap(Self.init(rawValue:))
    }
}

extension Int: KVORepresentable {
    /// The number as an `Int`.
    public init?(KVOValue: NSNumber) {
        self = KVOValue.intValue
    }
}

extension Int32: KVORepresentable {
    /// The number as an `Int32`.
    public init?(KVOValue: NSNumber) {
        self = KVOValue.int32Value
    }
}

extension Int64: KVORepresentable {
    /// The number as an `Int64`.
    public init?(KVOValue: NSNumber) {
        self = KVOValue.int64Value
    }
}

extension UInt: KVORepresentable {
    /// The number as a `UInt`.
    public init?(KVOValue: NSNumber) {
        self = KVOValue.uintValue
    }
}

extension UInt32: KVORepresentable {
    /// The number as a `UInt32`.
    public init?(KVOValue: NSNumber) {
        self = KVOValue.uint32Value
    }
}

extension UInt64: KVORepresentable {
    /// The number as a `UInt64`.
    public init?(KVOValue: NSNumber) {
        self = KVOValue.uint64Value
    }
}

extension Bool: KVORepresentable {
    /// The number as a `Bool`.
    public init?(KVOValue: NSNumber) {
        self = KVOValue.boolValue
    }
}
