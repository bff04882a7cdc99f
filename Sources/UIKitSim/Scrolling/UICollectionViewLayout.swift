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
}
