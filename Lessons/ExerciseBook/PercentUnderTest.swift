import RxSandbox

/// The versions of `rx.percent` a learner's test runs against in the `testing` exercise: the correct
/// one, and three with a bug each, which a good test must catch.
package enum PercentVersion {
    /// The current percentage on subscription, then one per drag, rounded; binding moves the slider.
    case correct
    /// Sends nothing on subscription: only after a drag.
    case withoutCurrentValue
    /// Cuts the fraction off instead of rounding: 0.667 gives 66.
    case truncating
    /// Binding sets the percentage itself as the value (20 sets 20, which the slider clamps to 1).
    case bindingUnscaled

    /// The version `rx.percent` is now: the correct one, except while a check runs a test against
    /// another (`run(_:)`).
    package private(set) static var installed = PercentVersion.correct

    /// Runs `body` with `rx.percent` being this version.
    func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = Self.installed
        Self.installed = self
        defer { Self.installed = previous }
        return try body()
    }

    /// This version's `rx.percent` of `slider`.
    func percent(of slider: UISlider) -> ControlProperty<Int> {
        let value = slider.rx.value
        let values: Observable<Int>
        switch self {
        case .correct, .bindingUnscaled: values = value.map { Int(($0 * 100).rounded()) }
        case .withoutCurrentValue: values = value.skip(1).map { Int(($0 * 100).rounded()) }
        case .truncating: values = value.map { Int($0 * 100) }
        }
        let unscaled = self == .bindingUnscaled
        let sink = Binder<Int>(slider) { slider, percent in
            slider.value = unscaled ? Float(percent) : Float(percent) / 100
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}

extension Reactive where Base: UISlider {
    /// The slider's value as a whole percentage, rounded (0.5 is 50, 0.667 is 67): now, then after each
    /// drag by the user; binding a percentage moves the slider (20 sets 0.2). In the `testing`
    /// exercise, the check swaps in versions with a bug while it runs your test.
    package var percent: ControlProperty<Int> {
        PercentVersion.installed.percent(of: base)
    }
}
