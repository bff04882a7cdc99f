import RxCore
import UIKitSim

extension Reactive where Base: SimulatedObject {
    /// `observe(_:_:options:retainSelf:)` for a `KVORepresentable` type (`Int`, `Bool`, …): a value of
    /// that type is sent as it is, one of its `KVOType` (an `NSNumber`) converted; anything else is
    /// `nil`.
    public func observe<Element: KVORepresentable>(
        _ type: Element.Type, _ keyPath: String, options: KeyValueObservingOptions = [.new, .initial],
        retainSelf: Bool = true
    ) -> Observable<Element?> {
        reportedValues(keyPath, options: options, retainSelf: retainSelf).map {
            Element.fromReported($0)
        }
    }

    /// `observeWeakly(_:_:options:)` for a `KVORepresentable` type.
    public func observeWeakly<Element: KVORepresentable>(
        _ type: Element.Type, _ keyPath: String, options: KeyValueObservingOptions = [.new, .initial]
    ) -> Observable<Element?> {
        weaklyReportedValues(keyPath, options: options).map { Element.fromReported($0) }
    }

    /// `observe(_:_:options:retainSelf:)` for an enum whose raw value is `KVORepresentable` (an
    /// `Int`-backed enum, as Objective-C enums are): the enum value as it is, or made from its raw
    /// value; anything else is `nil`.
    public func observe<Element: RawRepresentable>(
        _ type: Element.Type, _ keyPath: String, options: KeyValueObservingOptions = [.new, .initial],
        retainSelf: Bool = true
    ) -> Observable<Element?> where Element.RawValue: KVORepresentable {
        reportedValues(keyPath, options: options, retainSelf: retainSelf).map {
            Element.fromReported($0)
        }
    }

    /// `observeWeakly(_:_:options:)` for an enum whose raw value is `KVORepresentable`.
    public func observeWeakly<Element: RawRepresentable>(
        _ type: Element.Type, _ keyPath: String, options: KeyValueObservingOptions = [.new, .initial]
    ) -> Observable<Element?> where Element.RawValue: KVORepresentable {
        weaklyReportedValues(keyPath, options: options).map { Element.fromReported($0) }
    }
}
