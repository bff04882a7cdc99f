import Foundation
import TextSupport

/// The colours of a diagram's values, the same in both renderers.
///
/// Contract: a value whose label the timeline maps to a CSS colour (`MarbleTimeline.valueColors`: a
/// `UIColor` or `CGColor` value) is drawn in that colour. Every other value gets one of `count` palette
/// colours, and equal labels share a colour across all the rows of a diagram. Colours are given in
/// order of first appearance (row by row, in time order), each label the first colour that none of the
/// labels it shares a row with has; so two different labels of one row share a colour only when the
/// labels they share rows with already use all `count` (which a diagram of a few values per row never
/// meets). The result depends only on the timeline. Errors are red and are not part of the palette.
struct MarblePalette {
    /// How many colours values can get.
    static let count = 8

    /// How a value is painted.
    enum Paint: Equatable {
        /// Palette colour `index`.
        case palette(Int)
        /// The value's own colour (a CSS colour, and its red, green and blue when it could be read).
        case own(css: String, rgb: (red: Int, green: Int, blue: Int)?)

        /// The class an SVG gives the value's group: `c0`…`c7` (the style sheet's fills), or `own`.
        var svgClass: String {
            switch self {
            case .palette(let index): return "c\(index)"
            case .own: return "own"
            }
        }

        /// The fill and the readable text colour, as CSS colours.
        var css: (fill: String, ink: String) {
            switch self {
            case .palette(let index): return (MarblePalette.fills[index], "#1f2328")
            case .own(let css, let rgb): return (css, MarblePalette.ink(on: rgb))
            }
        }

        static func == (lhs: Paint, rhs: Paint) -> Bool {
            switch (lhs, rhs) {
            case (.palette(let a), .palette(let b)): return a == b
            case (.own(let a, _), .own(let b, _)): return a == b
            default: return false
            }
        }
    }

    private var indices: [String: Int] = [:]
    private let own: [String: String]

    /// The colours of the values of `timeline`.
    init(timeline: MarbleTimeline) {
        own = timeline.valueColors
        var order: [String] = []
        var neighbours: [String: Set<String>] = [:]
        for stream in timeline.streams {
            var row: [String] = []
            for case .next(let label) in stream.events.map(\.kind) where own[label] == nil {
                if !row.contains(label) { row.append(label) }
                if neighbours[label] == nil {
                    neighbours[label] = []
                    order.append(label)
                }
            }
            for label in row { neighbours[label]?.formUnion(row.filter { $0 != label }) }
        }
        for (position, label) in order.enumerated() {
            let taken = Set((neighbours[label] ?? []).compactMap { indices[$0] })
            indices[label] = (0..<Self.count).first { !taken.contains($0) } ?? position % Self.count
        }
    }

    /// How the value labelled `label` is painted.
    func paint(_ label: String) -> Paint {
        if let css = own[label] { return .own(css: css, rgb: Self.rgb(css)) }
        return .palette(indices[label] ?? 0)
    }

    /// The red, green and blue of a CSS colour written `rgb(…)`, `rgba(…)` or `#rrggbb`.
    static func rgb(_ css: String) -> (red: Int, green: Int, blue: Int)? {
        let text = css.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#"), text.count == 7, let value = Int(text.dropFirst(), radix: 16) {
            return (value >> 16 & 0xff, value >> 8 & 0xff, value & 0xff)
        }
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
        let parts = text[text.index(after: open)..<close].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count >= 3, let r = Int(parts[0]), let g = Int(parts[1]), let b = Int(parts[2]) else {
            return nil
        }
        return (min(max(r, 0), 255), min(max(g, 0), 255), min(max(b, 0), 255))
    }

    /// The text colour readable on `rgb`: dark on light colours, white on dark ones (the one with the
    /// higher WCAG contrast).
    static func ink(on rgb: (red: Int, green: Int, blue: Int)?) -> String {
        guard let rgb else { return "#1f2328" }
        func channel(_ value: Int) -> Double {
            let c = Double(value) / 255
            return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * channel(rgb.red) + 0.7152 * channel(rgb.green) + 0.0722 * channel(rgb.blue)
        let dark = 0.0137  // #1f2328
        return (luminance + 0.05) / (dark + 0.05) >= 1.05 / (luminance + 0.05) ? "#1f2328" : "#ffffff"
    }

    /// The terminal colour nearest `rgb` (by hue; `nil` for greys, which stay in the terminal's own
    /// colour).
    static func ansi(nearest rgb: (red: Int, green: Int, blue: Int)?) -> TerminalStyle? {
        guard let rgb else { return nil }
        let high = max(rgb.red, rgb.green, rgb.blue)
        let low = min(rgb.red, rgb.green, rgb.blue)
        guard high - low >= 48 else { return nil }
        let on = { (value: Int) in value - low >= (high - low) / 2 }
        switch (on(rgb.red), on(rgb.green), on(rgb.blue)) {
        case (true, false, false): return .red
        case (false, true, false): return .green
        case (false, false, true): return .blue
        case (true, true, false): return .yellow
        case (true, false, true): return .magenta
        case (false, true, true): return .cyan
        default: return nil
        }
    }

    /// The terminal colour of each palette index (green, yellow, blue, magenta, cyan and bright green,
    /// blue, magenta: red is kept for errors).
    static let ansi: [TerminalStyle] = [
        .green, .yellow, .blue, .magenta, .cyan, .brightGreen, .brightBlue, .brightMagenta,
    ]

    /// The terminal colour of errors.
    static let ansiError = TerminalStyle.red

    /// The marble fills of the SVG renderer, one per palette index, in the same hue order as `ansi`:
    /// light tints, readable with dark text on light and dark pages alike (the diagrams' style sheet,
    /// `Assets/diagram.css`, declares them).
    static let fills = SvgStyleSheet.fills

    /// The terminal style of a value labelled `label`.
    func terminalStyle(_ label: String) -> TerminalStyle {
        switch paint(label) {
        case .palette(let index): return Self.ansi[index]
        case .own(_, let rgb): return Self.ansi(nearest: rgb) ?? []
        }
    }
}
