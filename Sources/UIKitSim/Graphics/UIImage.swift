import Foundation

/// An image, as UIKit's `UIImage`, reduced to what a learner needs: something to make, set on a view
/// and compare.
///
/// The sandbox has no image files and draws no pixels: an image is the name (or the data) it was made
/// from. Two images are equal when they were made the same way from the same name or bytes (UIKit
/// compares images by their data, and an asset or a symbol always has the same data), and an image
/// describes itself as the code that made it, `UIImage(named: "logo")`, the same bytes on every
/// platform and every run.
open class UIImage: NSObject {
    /// Where an image comes from.
    private enum Source: Equatable {
        /// `UIImage()`: no content.
        case empty
        /// An image of the app's assets.
        case named(String)
        /// One of the system's symbols (SF Symbols).
        case system(String)
        /// Encoded image data (PNG, JPEG…), as downloaded.
        case data(Data)
        /// What was drawn in an image context (`UIGraphicsGetImageFromCurrentImageContext()`).
        case drawn
    }

    private let source: Source

    /// The image's size in points: zero for an empty image; the sandbox has no files to measure and
    /// decodes no data, so an asset or an image made from data is 100 × 100, and a symbol 20 × 20.
    public let size: CGSize

    /// An image with no content, of size zero.
    public override init() {
        source = .empty
        size = .zero
        super.init()
    }

    /// The app's image named `name` (`nil` for an empty name: the sandbox has an asset for every other
    /// name).
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        source = .named(name)
        size = CGSize(width: 100, height: 100)
        super.init()
    }

    /// The system symbol named `name`, such as `"star.fill"` (`nil` for an empty name).
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        source = .system(name)
        size = CGSize(width: 20, height: 20)
        super.init()
    }

    /// The image encoded in `data` (`nil` for empty data). The sandbox decodes no pixels: any bytes
    /// make an image, as though they were a PNG or a JPEG; only no bytes at all are not one.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        source = .data(data)
        size = CGSize(width: 100, height: 100)
        super.init()
    }

    /// An image taken from an image context of `size`.
    init(drawnWithSize size: CGSize) {
        source = .drawn
        self.size = size
        super.init()
    }

    /// Draws the image at `point` in the current image context (see `UIGraphicsBeginImageContext(_:)`).
    /// The sandbox keeps no pixels: this changes nothing.
    open func draw(at point: CGPoint) {}

    /// Whether `object` is an image made the same way from the same name or bytes (a drawn image: the
    /// same image).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        // A drawing's pixels are not kept: it equals only itself.
        return source == .drawn ? other === self : source == other.source
    }

    open override var hash: Int {
        switch source {
        case .empty: return 0
        case .named(let name): return name.hashValue
        case .system(let name): return name.hashValue ^ 1
        case .data(let data): return data.hashValue ^ 2
        case .drawn: return ObjectIdentifier(self).hashValue
        }
    }

    /// The code that makes the image: `UIImage()`, `UIImage(named: "logo")`,
    /// `UIImage(systemName: "star.fill")`, for data its size, `UIImage(data: 2048 bytes)`, and for a
    /// drawing the context's size, `UIGraphicsGetImageFromCurrentImageContext() of 40 × 40`.
    open override var description: String {
        switch source {
        case .empty: return "UIImage()"
        case .named(let name): return "UIImage(named: \"\(name)\")"
        case .system(let name): return "UIImage(systemName: \"\(name)\")"
        case .data(let data): return "UIImage(data: \(data.count) bytes)"
        case .drawn:
            return "UIGraphicsGetImageFromCurrentImageContext() of \(formatComponent(size.width)) × "
                + "\(formatComponent(size.height))"
        }
    }

    open override var debugDescription: String {
        description
    }
}
