import Foundation

/// A cell of a collection view, as UIKit's `UICollectionViewCell`.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view cells put their content in.
    public let contentView = UIView()

    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { recordChange("isSelected", from: oldValue, to: isSelected) }
    }

    /// Whether the cell is highlighted (the user's finger is on it).
    open var isHighlighted = false {
        didSet { recordChange("isHighlighted", from: oldValue, to: isHighlighted) }
    }

    /// A cell. The collection view makes registered cells through this initializer.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
}
