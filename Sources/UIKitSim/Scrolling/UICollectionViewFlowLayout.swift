import Foundation

/// The line-by-line grid layout, as UIKit's `UICollectionViewFlowLayout`. Its sizes are recorded but
/// not laid out; a section shows a header (footer) when `headerReferenceSize` (`footerReferenceSize`)
/// is not zero, as in UIKit.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { recordChange("itemSize", from: oldValue, to: itemSize) }
    }

    /// The direction the grid scrolls in (vertical by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { recordChange("scrollDirection", from: oldValue, to: scrollDirection) }
    }

    /// The space between lines of items (10 by default).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { recordChange("minimumLineSpacing", from: oldValue, to: minimumLineSpacing) }
    }

    /// The space between items of one line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { recordChange("minimumInteritemSpacing", from: oldValue, to: minimumInteritemSpacing) }
    }

    /// The size of each section's header; zero (the default) for none.
    open var headerReferenceSize: CGSize = .zero {
        didSet { recordChange("headerReferenceSize", from: oldValue, to: headerReferenceSize) }
    }

    /// The size of each section's footer; zero (the default) for none.
    open var footerReferenceSize: CGSize = .zero {
        didSet { recordChange("footerReferenceSize", from: oldValue, to: footerReferenceSize) }
    }
}
