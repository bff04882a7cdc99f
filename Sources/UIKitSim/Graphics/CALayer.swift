import Foundation

/// The layer behind a view, as Core Animation's `CALayer`: here only the border, the corner radius and
/// the clipping to them.
///
/// A view's layer reports its property sets as the view's, named `layer.borderColor` and so on.
open class CALayer: SimulatedObject {
    /// The view that owns this layer, if any.
    weak var ownerView: UIView?

    /// The border's color (none by default).
    open var borderColor: CGColor? {
        didSet { recordLayerChange("borderColor", from: oldValue, to: borderColor) }
    }

    /// The border's width (0 by default).
    open var borderWidth: CGFloat = 0 {
        didSet { recordLayerChange("borderWidth", from: oldValue, to: borderWidth) }
    }

    /// The corner radius (0 by default).
    open var cornerRadius: CGFloat = 0 {
        didSet { recordLayerChange("cornerRadius", from: oldValue, to: cornerRadius) }
    }

    /// Whether the layer's content (a view's subviews, an image) is cut to its bounds and rounded
    /// corners (`false` by default).
    open var masksToBounds = false {
        didSet { recordLayerChange("masksToBounds", from: oldValue, to: masksToBounds) }
    }

    private func recordLayerChange<Value>(_ property: String, from oldValue: Value, to newValue: Value) {
        if let ownerView {
            ownerView.recordChange("layer.\(property)", from: oldValue, to: newValue)
        } else {
            recordChange(property, from: oldValue, to: newValue)
        }
    }
}
