/// How many terminal columns text takes.
///
/// Contract: a character (grapheme) takes 0, 1 or 2 columns. Hangul, CJK, fullwidth forms and
/// emoji take 2; combining marks, Hangul's medial and final jamo, format characters (such as the
/// zero-width joiner) and control characters take 0; everything else takes 1 (East Asian
/// "ambiguous" characters such as `•` and `│` included, as most terminals draw them). A grapheme
/// takes the width of its widest scalar, or 2 when it asks for emoji presentation (U+FE0F).
package enum DisplayWidth {
    /// The columns `text` takes.
    package static func of(_ text: some StringProtocol) -> Int {
        // ASCII text (most names and labels) takes one column per printable character: counted on
        // its bytes, without splitting it into characters, which is slow.
        var printable = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.reduce(0) { $0 + of($1) } }
            if byte >= 0x20 && byte < 0x7F { printable += 1 }
        }
        return printable
    }

    /// The columns `character` takes.
    package static func of(_ character: Character) -> Int {
        // (No fast path through `isASCII`: it looks at the scalars too, and costs more than this loop.)
        var width = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F, width > 0 { return 2 }
            width = max(width, of(scalar))
        }
        return width
    }

    /// The columns one scalar takes on its own.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if zeroWidthHangulJamo.contains(where: { $0.contains(value) }) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            return isWide(value) ? 2 : 1
        }
    }

    /// Hangul's medial vowels and final consonants, drawn inside the syllable they join.
    private static let zeroWidthHangulJamo: [ClosedRange<UInt32>] = [0x1160...0x11FF, 0xD7B0...0xD7FF]

    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide and Fullwidth ranges, and emoji drawn as pictures, in order.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo, initial consonants
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, symbols and punctuation, ideographic space
        0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical and small forms
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F1E6...0x1F1FF,  // regional indicators (a flag is two)
        0x1F200...0x1F64F,  // enclosed ideographs, pictographs, emoticons
        0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
    ]
}
