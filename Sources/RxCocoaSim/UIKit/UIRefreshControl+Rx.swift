import RxCore
import UIKitSim

extension Reactive where Base: UIRefreshControl {
    /// Binds whether the control shows its spinner: `true` begins refreshing, `false` ends it (the
    /// usual binding of a "loading" flag to the control).
    public var isRefreshing: Binder<Bool> {
        Binder(base) { refreshControl, refreshing in
            if refreshing {
                refreshControl.beginRefreshing()
            } else {
                refreshControl.endRefreshing()
            }
        }
    }
}
