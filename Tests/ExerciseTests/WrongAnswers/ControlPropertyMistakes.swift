import ExerciseBook
import RxSandbox

/// `control-property`, reporting a value set in code: the setter sends `valueChanged` itself, "so that
/// whoever observes the quantity hears about it", and a quantity bound to the stepper comes back out.
enum QuantityReportingItsOwnSets: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> {
        stepper.rx.controlProperty(
            editingEvents: .valueChanged,
            getter: { stepper in
                Int(stepper.value)
            },
            setter: { stepper, quantity in
                stepper.value = Double(quantity)
                stepper.sendActions(for: .valueChanged)
            })
    }
}

/// `control-property`, a relay that the user's taps and the setter both feed: each call makes a new relay,
/// so two separate calls never show it, but one property both subscribed and bound to echoes every value
/// set through it (and a two-way binding without `distinctUntilChanged` would call itself without end).
enum QuantityFromARelayTheSetterFeeds: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> {
        let relay = BehaviorRelay(value: Int(stepper.value))
        let taps = stepper.rx.controlEvent(.valueChanged).map { Int(stepper.value) }
        let values = Observable.merge(relay.asObservable(), taps)
        let sink = Binder(stepper) { (stepper, quantity: Int) in
            stepper.value = Double(quantity)
            relay.accept(quantity)
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}

/// `control-property`, KVO-like: it reports every set of `value`, whoever made it (watching the sandbox's
/// log of property sets, as `rx.observe(\.value)` would on iOS), so a value the program sets is emitted
/// as if the user had changed it.
enum QuantityObservingEverySet: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> {
        let values = Observable<Int>.create { [weak stepper] observer in
            if let stepper { observer.onNext(Int(stepper.value)) }
            let observation = PropertyChangeLog.observe { change in
                guard let stepper, change.object == ObjectIdentifier(stepper), change.property == "value"
                else {
                    return
                }
                observer.onNext(Int(stepper.value))
            }
            return Disposables.create { observation.cancel() }
        }
        .take(until: stepper.rx.deallocated)
        return ControlProperty(values: values, valueSink: Binder(stepper) { $0.value = Double($1) })
    }
}

/// `control-property`, a start value read once: the values start with the quantity the stepper had when
/// the property was made, so a subscriber that comes after the program changed it gets the old one.
enum QuantityStartingWithAStaleValue: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> {
        let start = Int(stepper.value)
        let values = stepper.rx.controlEvent(.valueChanged).map { Int(stepper.value) }.startWith(start)
        return ControlProperty(values: values, valueSink: Binder(stepper) { $0.value = Double($1) })
    }
}

/// `control-property`, made by hand with an action that is never removed: the values come from an
/// `Observable.create` that adds an action to the stepper and returns a disposable that does nothing,
/// so disposing the subscription leaves the action on the stepper.
enum QuantityLeavingItsAction: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> {
        let values = Observable<Int>.create { [weak stepper] observer in
            guard let stepper else { return Disposables.create() }
            observer.onNext(Int(stepper.value))
            let action = UIAction { [weak stepper] _ in
                if let stepper { observer.onNext(Int(stepper.value)) }
            }
            stepper.addAction(action, for: .valueChanged)
            return Disposables.create()
        }
        let sink = Binder<Int>(stepper) { stepper, quantity in stepper.value = Double(quantity) }
        return ControlProperty(values: values.take(until: stepper.rx.deallocated), valueSink: sink)
    }
}

/// `control-property`, only the changes: the values come from `controlEvent(.valueChanged)` alone, so
/// a subscriber gets nothing until the user taps, not the value now.
enum QuantityWithoutACurrentValue: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> {
        let values = stepper.rx.controlEvent(.valueChanged)
            .compactMap { [weak stepper] in stepper.map { Int($0.value) } }
        let sink = Binder<Int>(stepper) { stepper, quantity in stepper.value = Double(quantity) }
        return ControlProperty(values: values, valueSink: sink)
    }
}

/// `control-property`, the stepper captured: `getter` and `setter` use the stepper from outside instead
/// of the one they are handed, so a subscription keeps it alive.
enum QuantityHoldingTheStepper: ControlPropertyAnswer {
    static func quantity(of stepper: UIStepper) -> ControlProperty<Int> {
        stepper.rx.controlProperty(
            editingEvents: .valueChanged, getter: { _ in Int(stepper.value) },
            setter: { _, quantity in stepper.value = Double(quantity) })
    }
}
