/// The internal style sheet of an SVG diagram. Every rule is scoped to the diagram's root id, so that
/// several diagrams (and the page around them) can share a document. Colours are CSS custom properties,
/// with a `prefers-color-scheme: dark` variant; each use is preceded by the light colour itself, for
/// viewers without custom properties. Marble fills are light tints carrying dark text, so they read on
/// light and dark pages alike. Only generic font families are named (nothing is loaded).
enum SvgStyleSheet {
    /// A colour of the diagram: its custom property, and its values on light and dark pages.
    private struct Colour {
        let name: String
        let light: String
        let dark: String
    }

    private static let foreground = Colour(name: "fg", light: "#1f2328", dark: "#e6edf3")
    private static let muted = Colour(name: "muted", light: "#656d76", dark: "#9198a1")
    private static let error = Colour(name: "error", light: "#cf222e", dark: "#ff7b72")
    private static let ink = Colour(name: "ink", light: "#1f2328", dark: "#1f2328")
    private static let background = Colour(name: "bg", light: "#ffffff", dark: "#0d1117")
    private static let accent = Colour(name: "accent", light: "#0969da", dark: "#4493f8")
    private static let fills = MarblePalette.fills.enumerated().map {
        Colour(name: "c\($0)", light: $1, dark: $1)
    }

    /// The rules for the diagram whose root element has id `rootID` (already a valid id).
    static func lines(rootID: String) -> [String] {
        let root = "#" + rootID
        var lines = ["\(root) {"]
        lines += lightColours
        lines += ["}", "@media (prefers-color-scheme: dark) {", "  \(root) {"]
        lines += darkColours
        lines += ["  }", "}"]
        for rule in rules {
            var line = ""
            for (index, selector) in rule.selectors.enumerated() {
                line += index == 0 ? root : ", " + root
                line += " "
                line += selector
            }
            line += " { "
            line += rule.declarations
            line += " }"
            lines.append(line)
        }
        return lines
    }

    private static let colours = [foreground, muted, error, ink, background, accent] + fills
    /// The colours' custom properties on a light page, and those that differ on a dark one.
    private static let lightColours = colours.map { "  --\($0.name): \($0.light);" }
    private static let darkColours = colours.filter { $0.dark != $0.light }.map {
        "    --\($0.name): \($0.dark);"
    }

    /// The rules, each with its selectors (every one is scoped to the root) and its declarations:
    /// the same for every diagram, so made once.
    private static let rules: [(selectors: [String], declarations: String)] = {
        func rule(_ selectors: [String], _ declarations: String...) -> (
            selectors: [String], declarations: String
        ) {
            (selectors, declarations.joined(separator: " "))
        }
        func paint(_ property: String, _ colour: Colour) -> String {
            "\(property): \(colour.light); \(property): var(--\(colour.name));"
        }
        var rules = [
            rule(["text"], paint("fill", foreground), "font-family: monospace; font-size: 12px;"),
            rule([".name"], "font-family: sans-serif; font-size: 13px;"),
            rule(
                [".subscription-name", ".tick-label"], paint("fill", muted), "font-size: 11px;"),
            rule([".line"], paint("stroke", foreground), "stroke-width: 2; fill: none;"),
            rule([".after"], paint("stroke", muted), "stroke-width: 1; stroke-dasharray: 4 3;"),
            rule([".arrow"], paint("fill", foreground)),
            rule([".arrow.after"], paint("fill", muted), "stroke: none;"),
            rule([".marble"], paint("stroke", foreground), "stroke-width: 1.5;"),
            rule([".next text", ".value text"], paint("fill", ink)),
            rule([".completed path"], paint("stroke", foreground), "stroke-width: 3; fill: none;"),
            rule([".error path"], paint("stroke", error), "stroke-width: 3; fill: none;"),
            rule(
                [".group-box"], paint("stroke", muted), "stroke-width: 1; stroke-dasharray: 3 2; fill: none;"),
            rule([".subscription .line"], paint("stroke", muted), "stroke-width: 1.5;"),
            rule([".subscribe path"], paint("fill", foreground)),
            rule([".unsubscribe path"], paint("stroke", foreground), "stroke-width: 3; fill: none;"),
            rule([".axis-line", ".tick"], paint("stroke", muted), "stroke-width: 1; fill: none;"),
            rule([".break"], paint("stroke", muted), "stroke-width: 1.5; fill: none;"),
            rule([".break-gap"], paint("fill", background), "stroke: none;"),
            rule([".axis-arrow"], paint("fill", muted)),
        ]
        rules += fills.map { rule([".\($0.name) .marble"], paint("fill", $0)) }
        // What a page's time scrubber sets: the cursor, the events after it (outlined, their text still
        // readable), and the events at it.
        rules += [
            rule([".cursor"], paint("stroke", accent), "stroke-width: 2; stroke-opacity: 0.6;"),
            rule(
                [".future .marble"], paint("stroke", muted),
                "fill: \(background.light) !important; fill: var(--bg) !important; stroke-dasharray: 3 2;"),
            rule([".future text"], "fill: \(muted.light) !important; fill: var(--muted) !important;"),
            rule([".future path"], paint("stroke", muted)),
            rule([".subscribe.future path"], paint("fill", muted)),
            rule([".now .marble"], paint("stroke", accent), "stroke-width: 3;"),
            rule([".event.now path", ".unsubscribe.now path"], "stroke-width: 4;"),
            rule([".subscribe.now path"], paint("stroke", accent), "stroke-width: 2;"),
        ]
        return rules
    }()
}
