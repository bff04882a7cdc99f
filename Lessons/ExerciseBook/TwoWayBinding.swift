import LessonKit
import RxSandbox

/// The cart's quantity, `cart`, bound both ways with a learner's `property`, as an app's two-way
/// binding does (RxExample's `<->`): the relay to the property, and the property back to the relay,
/// the relay recorded as `cart.quantity`.
///
/// Back to the relay only when the value differs, so an answer that echoes a set shows the echo once
/// (two values at one tick) instead of calling itself without end.
func bindBothWays(_ cart: BehaviorRelay<Int>, with property: ControlProperty<Int>, on stage: Stage) {
    cart.bind(to: property).disposed(by: stage.disposeBag)
    property.distinctUntilChanged().bind(to: cart).disposed(by: stage.disposeBag)
    stage.record(cart, as: "cart.quantity")
}
