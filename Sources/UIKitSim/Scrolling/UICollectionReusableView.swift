import Foundation

/// A view a collection view reuses (its cells, its section headers and footers), as UIKit's
/// `UICollectionReusableView`.
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with (`nil` for a view made directly).
    public internal(set) var reuseIdentifier: String?

    /// A view. The collection view makes registered views through this initializer, so a subclass that
    /// adds initializers must keep it.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Called before the collection view hands the view out again for another item.
    open func prepareForReuse() {}
}
