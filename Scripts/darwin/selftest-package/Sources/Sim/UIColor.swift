import Foundation

/// Just enough of the sandbox's UIColor for the old CGColor.swift beside it to build.
open class UIColor: NSObject {
    let components: [CGFloat]

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    open override var description: String {
        "rgba(\(components.map { "\($0)" }.joined(separator: ", ")))"
    }
}
