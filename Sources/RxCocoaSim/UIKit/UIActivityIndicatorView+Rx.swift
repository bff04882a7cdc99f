import RxCore
import UIKitSim

// @code UIActivityIndicatorView.rx.isAnimating
extension Reactive where Base: UIActivityIndicatorView {
    /// Binds to spinning: `true` starts the animation, `false` stops it.
    public var isAnimating: Binder<Bool> {
        Binder(base) { activityIndicator, active in
            if active {
                activityIndicator.startAnimating()
            } else {
                activityIndicator.stopAnimating()
            }
        }
    }
}
// @end
