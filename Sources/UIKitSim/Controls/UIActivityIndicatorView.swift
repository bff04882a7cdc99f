import Foundation

/// A spinner, as UIKit's `UIActivityIndicatorView`.
open class UIActivityIndicatorView: UIView {
    /// Whether the spinner is spinning.
    public private(set) var isAnimating = false {
        didSet {
            recordChange("isAnimating", from: oldValue, to: isAnimating)
            if hidesWhenStopped { isHidden = !isAnimating }
        }
    }

    /// Whether the spinner hides while stopped (true by default).
    open var hidesWhenStopped = true

    /// Starts spinning.
    open func startAnimating() {
        isAnimating = true
    }

    /// Stops spinning.
    open func stopAnimating() {
        isAnimating = false
    }
}
