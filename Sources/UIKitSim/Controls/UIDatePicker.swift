import Foundation

/// A picker of dates, times or a countdown duration, as UIKit's `UIDatePicker`.
///
/// Setting `date` or `countDownDuration` in code sends no event; the scripted user's pick
/// (`simulateDatePick(_:)`, `simulateCountDownPick(_:)`) changes the value, then sends `valueChanged`.
open class UIDatePicker: UIControl {
    /// What the picker shows, with UIKit's cases.
    public enum Mode: Int {
        /// Hours and minutes.
        case time
        /// Day, month and year.
        case date
        /// A day with hours and minutes (the default).
        case dateAndTime
        /// Hours and minutes of a duration (`countDownDuration`).
        case countDownTimer
    }

    /// The date a new picker shows: 1 January 2026, 00:00 UTC (the simulated device has no clock).
    public static let initialDate = Date(timeIntervalSince1970: 1_767_225_600)

    /// The longest countdown the picker shows: 23 hours 59 minutes, in seconds.
    private static let longestCountDown: TimeInterval = 23 * 3600 + 59 * 60

    /// The date shown. UIKit starts at the current date; the simulation starts at a fixed one,
    /// `UIDatePicker.initialDate` (1 January 2026, 00:00 UTC), so that a scene shows the same every run.
    open var date = UIDatePicker.initialDate {
        didSet { recordChange("date", from: oldValue, to: date) }
    }

    /// What the picker shows (`dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { recordChange("datePickerMode", from: oldValue, to: datePickerMode) }
    }

    /// The earliest date the user can pick (`nil`: no limit).
    open var minimumDate: Date? {
        didSet { recordChange("minimumDate", from: oldValue, to: minimumDate) }
    }

    /// The latest date the user can pick (`nil`: no limit).
    open var maximumDate: Date? {
        didSet { recordChange("maximumDate", from: oldValue, to: maximumDate) }
    }

    /// The duration shown in `countDownTimer` mode, in seconds: 0 by default, at most 23:59 (86,340
    /// seconds); a value out of range is clamped, as in UIKit.
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set {
            let old = storedCountDownDuration
            storedCountDownDuration = min(max(newValue, 0), Self.longestCountDown)
            recordChange("countDownDuration", from: old, to: storedCountDownDuration)
        }
    }

    private var storedCountDownDuration: TimeInterval = 0

    /// Shows `date` (the wheels' animation is not simulated).
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    // MARK: Scripted user

    /// The user turns the wheels to `date`: the picker keeps it within `minimumDate…maximumDate` (the
    /// wheels spring back to the nearest allowed date), shows it, then sends `valueChanged`. Nothing
    /// happens when the picker is disabled or cannot be touched, or when the pick leaves the date as
    /// it was.
    open func simulateDatePick(_ date: Date) {
        guard isEnabled, canReceiveTouches else { return }
        var picked = date
        if let minimumDate, picked < minimumDate { picked = minimumDate }
        if let maximumDate, picked > maximumDate { picked = maximumDate }
        guard picked != self.date else { return }
        self.date = picked
        sendActions(for: .valueChanged)
    }

    /// The user turns the wheels of a `countDownTimer` picker to `duration` (clamped to 0…23:59):
    /// `countDownDuration` changes, then `valueChanged`. Nothing happens in another mode (the picker
    /// shows no duration), when disabled, or when the duration stays as it was.
    open func simulateCountDownPick(_ duration: TimeInterval) {
        guard isEnabled, canReceiveTouches, datePickerMode == .countDownTimer else { return }
        let old = countDownDuration
        countDownDuration = duration
        guard countDownDuration != old else { return }
        sendActions(for: .valueChanged)
    }
}
