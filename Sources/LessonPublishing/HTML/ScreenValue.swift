import Foundation

/// How the simulated screen reads a property's label — the text the property table shows — as what
/// it draws: a text, numbers, a colour's lightness. Only Swift reads labels: the screen is drawn by
/// `SceneScreen` for each state, and the page's script only chooses which state to show.
enum ScreenValue {
    /// The text a view shows for `label`: the label itself, but nothing for an empty text (`""`), an
    /// absent one (`nil`) or a property the screen has no track of.
    static func text(_ label: String?) -> String {
        guard let label, label != "\"\"", label != "nil" else { return "" }
        return label
    }

    /// Every number written in `label`, in order: `0.5` → [0.5]; a point, `(640.0, 0.0)` → [640, 0].
    static func numbers(_ label: String?) -> [Double] {
        guard let label else { return [] }
        var numbers: [Double] = []
        var current = ""
        func finish() {
            if let number = Double(current), current.contains(where: \.isNumber) { numbers.append(number) }
            current = ""
        }
        for character in label {
            if character.isASCII && (character.isNumber || character == ".") {
                current.append(character)
            } else if character == "-" && current.isEmpty {
                current.append(character)
            } else {
                finish()
                if character == "-" { current.append(character) }
            }
        }
        finish()
        return numbers
    }

    /// A number with at most three decimals and no trailing zeros: `640`, `0.5`, `33.333`.
    static func format(_ number: Double) -> String {
        let rounded = (number * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A duration in seconds as hours and minutes, as a countdown picker shows it: `5400` → `1:30`.
    static func duration(_ seconds: Double) -> String {
        let minutes = seconds.isFinite ? Int(min(max(seconds, 0), 1e9) / 60) : 0
        let tail = minutes % 60 < 10 ? "0" : ""
        return "\(minutes / 60):\(tail)\(minutes % 60)"
    }

    /// A date's label, `2026-11-27 18:24:27 +0000`, as its day and its hours and minutes:
    /// (`2026-11-27`, `18:24`); `nil` for a label not written so.
    static func dayAndTime(_ label: String) -> (day: String, time: String)? {
        let parts = label.split(separator: " ")
        guard parts.count == 3, parts[0].count == 10, parts[1].count == 8 else { return nil }
        return (String(parts[0]), String(parts[1].prefix(5)))
    }

    /// The strings of an array of strings' label, `["a", "b \"c\""]` → [`a`, `b "c"`]; empty for
    /// an empty array or a label not written so.
    static func strings(_ label: String?) -> [String] {
        guard let label, label.hasPrefix("[\""), label.hasSuffix("\"]") else { return [] }
        var strings: [String] = []
        var current = ""
        var escaped = false
        var inside = false
        for character in label.dropFirst().dropLast() {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && inside {
                escaped = true
            } else if character == "\"" {
                if inside { strings.append(current) }
                current = ""
                inside.toggle()
            } else if inside {
                current.append(character)
            }
        }
        return strings
    }

    /// `fraction` (clamped to 0…1) as a CSS percentage: `50%`.
    static func percent(_ fraction: Double) -> String {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return format(clamped * 100) + "%"
    }

    /// Whether text in the CSS colour `css` (`rgba(255, 255, 0, 1)`), on the screen's white, has a
    /// contrast below 3:1 — so the screen outlines it to keep it readable.
    static func isPale(_ css: String) -> Bool {
        let parts = numbers(css)
        guard parts.count >= 3 else { return false }
        let alpha = parts.count >= 4 ? min(max(parts[3], 0), 1) : 1
        func linear(_ channel: Double) -> Double {
            // The channel over white, then from sRGB to linear light.
            let value = (alpha * min(max(channel, 0), 255) + (1 - alpha) * 255) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(parts[0]) + 0.7152 * linear(parts[1]) + 0.0722 * linear(parts[2])
        return 1.05 / (luminance + 0.05) < 3
    }
}
