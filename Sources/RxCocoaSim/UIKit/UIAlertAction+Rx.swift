import RxCore
import UIKitSim

extension Reactive where Base: UIAlertAction {
    /// Binds to `isEnabled`.
    public var isEnabled: Binder<Bool> {
        Binder(base) { alertAction, value in
            alertAction.isEnabled = value
        }
    }
}
