/// `value` as a `T`, or an error naming both types.
func castOrThrow<T>(_ resultType: T.Type, _ value: Any) throws -> T {
    guard let result = value as? T else {
        throw RxCocoaError.castingError(object: value, targetType: resultType)
    }
    return result
}

/// `value` as an optional `T`: `nil` for an empty optional, else the value as a `T` or an error naming
/// both types.
func castOptionalOrThrow<T>(_ resultType: T.Type, _ value: Any) throws -> T? {
    if let result = value as? T { return result }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, mirror.children.isEmpty { return nil }
    throw RxCocoaError.castingError(object: value, targetType: resultType)
}
