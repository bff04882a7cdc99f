import TextSupport

/// The colours of the renderers: each value label gets one of `count` colours, chosen by a stable hash of
/// its text (FNV-1a over its UTF-8 bytes), so the same label has the same colour in every diagram, every
/// run and both renderers. Errors are red and are not part of the palette.
enum MarblePalette {
    /// How many colours values can get.
    static let count = 8

    /// The palette index of a value label, in `0..<count`.
    static func index(for label: String) -> Int {
        Int(stableHash(label) % UInt64(count))
    }

    /// The FNV-1a 64-bit hash of `text`'s UTF-8 bytes (Swift's `hashValue` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The terminal colour of each palette index (green, yellow, blue, magenta, cyan and bright green,
    /// blue, magenta: red is kept for errors).
    static let ansi: [TerminalStyle] = [
        .green, .yellow, .blue, .magenta, .cyan, .brightGreen, .brightBlue, .brightMagenta,
    ]

    /// The terminal colour of errors.
    static let ansiError = TerminalStyle.red

    /// The marble fills of the SVG renderer, one per palette index, in the same hue order as `ansi`:
    /// light tints, readable with dark text on light and dark pages alike.
    static let fills = [
        "#9be9a8", "#f9e08b", "#a5c8ff", "#f0b3e8", "#9fe3ec", "#c6f0a0", "#c4c0ff", "#ffc0d9",
    ]
}
