import Foundation

/// The image contexts begun and not yet ended, the current one last, by their sizes (UIKit keeps one
/// such stack per thread; the sandbox's UIKit runs on the main thread only).
enum ImageContextStack {
    static var sizes: [CGSize] = []
}

/// Begins an image context of `size` points, as UIKit's `UIGraphicsBeginImageContext(_:)`: it becomes
/// the current context, where `UIImage.draw(at:)` draws, until `UIGraphicsEndImageContext()`. The
/// sandbox keeps no pixels: a context is only its size.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    ImageContextStack.sizes.append(size)
}

/// An image of what was drawn in the current image context (`nil` when none is begun). The sandbox
/// keeps no pixels: the image has the context's size, and equals only itself.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContextStack.sizes.last.map(UIImage.init(drawnWithSize:))
}

/// Ends the current image context; the one begun before it, if any, is current again.
public func UIGraphicsEndImageContext() {
    _ = ImageContextStack.sizes.popLast()
}
