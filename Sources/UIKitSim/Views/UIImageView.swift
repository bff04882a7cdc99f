import Foundation

/// A view that shows an image, as UIKit's `UIImageView`: `image`, or `highlightedImage` while
/// `isHighlighted`.
open class UIImageView: UIView {
    /// The image shown (while not highlighted).
    open var image: UIImage? {
        didSet { recordChange("image", from: oldValue, to: image) }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { recordChange("highlightedImage", from: oldValue, to: highlightedImage) }
    }

    /// Whether the view shows `highlightedImage` instead of `image`.
    open var isHighlighted = false {
        didSet { recordChange("isHighlighted", from: oldValue, to: isHighlighted) }
    }

    /// A view showing `image`, with a frame of the image's size at the origin (as in UIKit).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// A view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// A view with the given frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
