import Foundation

/// A row of a table, as UIKit's `UITableViewCell`.
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell.
    public enum CellStyle {
        case `default`, value1, value2, subtitle
    }

    /// The accessory shown at the cell's trailing edge.
    public enum AccessoryType {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell is highlighted.
    public enum SelectionStyle {
        case none, blue, gray, `default`
    }

    /// The edit the user commits on a row: deleting it, or inserting one.
    public enum EditingStyle {
        case none, delete, insert
    }

    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?

    /// The view cells put their content in.
    public let contentView = UIView()

    /// The main label (`nil` only for cells without built-in labels; every style here has one).
    public let textLabel: UILabel?

    /// The secondary label.
    public let detailTextLabel: UILabel?

    /// The accessory shown.
    open var accessoryType: AccessoryType = .none {
        didSet { recordChange("accessoryType", from: oldValue, to: accessoryType) }
    }

    /// How the cell is highlighted when selected.
    open var selectionStyle: SelectionStyle = .default {
        didSet { recordChange("selectionStyle", from: oldValue, to: selectionStyle) }
    }

    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { recordChange("isSelected", from: oldValue, to: isSelected) }
    }

    /// Whether the cell is highlighted (the user's finger is on it).
    open var isHighlighted = false {
        didSet { recordChange("isHighlighted", from: oldValue, to: isHighlighted) }
    }

    /// A cell of `style`. The table view makes registered cells through this initializer, so a
    /// subclass that adds initializers must keep it.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A cell of the default style, with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called before the table view hands the cell out again for another row.
    open func prepareForReuse() {}
}
