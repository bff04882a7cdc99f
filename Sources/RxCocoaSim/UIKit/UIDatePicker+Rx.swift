import Foundation
import RxCore
import UIKitSim

extension Reactive where Base: UIDatePicker {
    /// The date (the same as `value`).
    public var date: ControlProperty<Date> {
        dateProperty()
    }

    /// The date: now, then after each pick by the user; binding sets it.
    public var value: ControlProperty<Date> {
        dateProperty()
    }

    /// The one property `date` and `value` both are, named in a chain view after the one the code asked
    /// for (`name`).
    private func dateProperty(name: String = #function) -> ControlProperty<Date> {
        controlPropertyWithDefaultEvents(
            getter: { datePicker in
                datePicker.date
            },
            setter: { datePicker, date in
                datePicker.date = date
            },
            name: .reactive(name)
        )
    }

    /// The countdown duration, in seconds: now, then after each pick by the user; binding sets it.
    public var countDownDuration: ControlProperty<TimeInterval> {
        controlPropertyWithDefaultEvents(
            getter: { datePicker in
                datePicker.countDownDuration
            },
            setter: { datePicker, duration in
                datePicker.countDownDuration = duration
            },
            name: .reactive("countDownDuration")
        )
    }
}
