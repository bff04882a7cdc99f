import RxCore
import UIKitSim

// @code UIAlertAction.rx.isEnabled
extension Reactive where Base: UIAlertAction {
    /// Binds to `isEnabled`.
    public var isEnabled: Binder<Bool> {
        Binder(base) { alertAction, value in
            alertAction.isEnabled = value
        }
    }
}
// @end
