import Foundation

/// A progress bar, as UIKit's `UIProgressView`.
open class UIProgressView: UIView {
    /// The progress, 0…1.
    open var progress: Float = 0 {
        didSet { recordChange("progress", from: oldValue, to: progress) }
    }

    /// Sets the progress (the animation is not simulated).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = min(max(progress, 0), 1)
    }
}
