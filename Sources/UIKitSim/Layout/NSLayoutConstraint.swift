import Foundation

/// A rule relating an attribute of one view to another's, as UIKit's `NSLayoutConstraint`:
/// `first.attribute = multiplier × second.attribute + constant`.
///
/// The simulation has no layout engine: a constraint holds its values and records their changes
/// (`constant`, `isActive`, `priority`), which is what binding to it (`constraint.rx.constant`) shows;
/// no frame moves.
open class NSLayoutConstraint: SimulatedObject {
    /// A part of a view's layout, with UIKit's values.
    public enum Attribute: Int {
        /// An edge, a size or a center of the view's frame.
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// The baseline of the view's last or first line of text.
        case lastBaseline, firstBaseline
        /// An edge or a center within the view's layout margins.
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute (the second attribute of a constant width or height).
        case notAnAttribute = 0
    }

    /// How the two sides relate, with UIKit's values.
    public enum Relation: Int {
        /// `≤`, `=`, `≥`.
        case lessThanOrEqual = -1, equal, greaterThanOrEqual
    }

    /// The first view (held weakly, as in UIKit).
    public private(set) weak var firstItem: AnyObject?
    /// The first view's attribute.
    public let firstAttribute: Attribute
    /// How the sides relate.
    public let relation: Relation
    /// The second view, if any (held weakly).
    public private(set) weak var secondItem: AnyObject?
    /// The second view's attribute.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// What is added to the multiplied second attribute (points).
    open var constant: CGFloat {
        didSet { recordChange("constant", from: oldValue, to: constant) }
    }

    /// Whether the constraint takes part in the layout (`false` for a new one, as in UIKit).
    open var isActive = false {
        didSet { recordChange("isActive", from: oldValue, to: isActive) }
    }

    /// How much the constraint matters (`required` by default).
    open var priority = UILayoutPriority.required {
        didSet { recordChange("priority", from: oldValue, to: priority) }
    }

    /// A name for the constraint, for debugging.
    open var identifier: String? {
        didSet { recordChange("identifier", from: oldValue, to: identifier) }
    }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`, not active yet.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates each of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}
