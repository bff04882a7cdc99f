import Foundation
import UIKitSim

/// The CSS colour of a simulated `UIColor` or `CGColor` value (`rgba(255, 0, 0, 1)`), so a page can
/// show a swatch next to a colour property; `nil` for any other value.
enum CSSColor {
    static func of(_ value: Any?) -> String? {
        // A cast looks through any number of optionals. Not `as? CGColor`: on a Mac that is a Core
        // Foundation type, which a cast cannot check.
        guard let color = (value as? ColorValue)?.uiColor else { return nil }
        return css(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    private static func css(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> String? {
        // A component that is not a number (0/0) has no colour to show.
        guard [red, green, blue, alpha].allSatisfy(\.isFinite) else { return nil }
        let channels = [red, green, blue].map { String(Int((min(max($0, 0), 1) * 255).rounded())) }
        let opacity = (min(max(alpha, 0), 1) * 1000).rounded() / 1000
        let alphaText = opacity == opacity.rounded() ? String(Int(opacity)) : String(Double(opacity))
        return "rgba(\(channels.joined(separator: ", ")), \(alphaText))"
    }
}
