import Foundation

/// Where a collection view's items go, as UIKit's `UICollectionViewLayout`. The simulation lays
/// nothing out; a layout is what a collection view is made with (`UICollectionViewFlowLayout`,
/// usually), and a flow layout's header and footer sizes say whether sections show them.
open class UICollectionViewLayout: SimulatedObject {
    /// The collection view using this layout, if any.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout.
    public override init() {
        super.init()
    }

    /// Tells the layout that its items' places are out of date, as after a change of data or size. The
    /// simulation places nothing, so there is nothing to redo: it is here for code written for UIKit.
    open func invalidateLayout() {}
}
