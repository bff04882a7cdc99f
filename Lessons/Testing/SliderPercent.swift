import RxSandbox

// @code slider-percent
extension Reactive where Base: UISlider {
    /// The slider's value as a whole percentage (0.5 is 50): now, then after each drag; binding a
    /// percentage moves the slider.
    var percent: ControlProperty<Int> {
        let values = value.map { Int(($0 * 100).rounded()) }
        let sink = Binder<Int>(base) { slider, percent in
            slider.value = Float(percent) / 100
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}
// @end
