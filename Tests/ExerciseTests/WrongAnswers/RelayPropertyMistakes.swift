import ExerciseBook
import RxSandbox

/// `relay-property`, forgetting `take(until: base.rx.deallocated)`: the values are the relay itself,
/// which never completes, so the property never ends when the view goes.
enum QuantityThatNeverCompletes: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> {
        let valueSink = Binder(view) { view, quantity in
            view.quantity = quantity
        }
        return ControlProperty(values: view.userQuantity, valueSink: valueSink)
    }
}

/// `relay-property`, a sink that feeds the relay: a value bound to the property goes into
/// `userQuantity` instead of setting the view, so it is emitted as if the user had picked it, and
/// the view doesn't show it.
enum QuantitySinkFeedingTheRelay: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> {
        let valueSink = Binder(view) { view, quantity in
            view.userQuantity.accept(quantity)
        }
        return ControlProperty(
            values: view.userQuantity.take(until: view.rx.deallocated), valueSink: valueSink)
    }
}

/// `relay-property`, a sink that sets the view and feeds the relay too: the view shows a bound value,
/// and the property emits it as if the user had picked it; bound both ways, the value comes back.
enum QuantitySettingTheViewAndTheRelay: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> {
        let valueSink = Binder(view) { view, quantity in
            view.quantity = quantity
            view.userQuantity.accept(quantity)
        }
        return ControlProperty(
            values: view.userQuantity.take(until: view.rx.deallocated), valueSink: valueSink)
    }
}

/// `relay-property`, a sink that captures the view: an `AnyObserver` closure that sets `quantity` on
/// the view it holds, so a binding keeps the view alive after the screen lets go of it.
enum QuantitySinkHoldingTheView: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> {
        let sink = AnyObserver<Int> { event in
            if case .next(let quantity) = event { view.quantity = quantity }
        }
        return ControlProperty(values: view.userQuantity.take(until: view.rx.deallocated), valueSink: sink)
    }
}

/// `relay-property`, values read through the view: each pick is mapped to the view's `quantity`, in a
/// closure that captures the view, so the subscription keeps the view alive (and `take(until:)`
/// never sees it go).
enum QuantityReadThroughTheView: RelayPropertyAnswer {
    static func quantity(of view: QuantityView) -> ControlProperty<Int> {
        let values = view.userQuantity.map { _ in view.quantity }.take(until: view.rx.deallocated)
        return ControlProperty(values: values, valueSink: Binder(view) { $0.quantity = $1 })
    }
}
