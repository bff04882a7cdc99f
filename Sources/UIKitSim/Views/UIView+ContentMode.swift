extension UIView {
    /// How a view lays out its content (an image view's image) in its bounds, with UIKit's cases.
    public enum ContentMode: Int {
        /// Stretched to fill the bounds (the default).
        case scaleToFill
        /// Scaled to fit whole, keeping its proportions.
        case scaleAspectFit
        /// Scaled to fill the bounds, keeping its proportions (some of it may be clipped).
        case scaleAspectFill
        /// Redrawn when the bounds change.
        case redraw
        /// Unscaled, at that place in the bounds.
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }
}
