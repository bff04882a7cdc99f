/// Makes the `id` of each heading of one page, for links such as `lesson.html#binder`.
///
/// Contract: a slug is the heading's words joined by `-`: letters and digits of any script (ASCII
/// lowercased, Korean kept as it is), with spaces and punctuation between words. A heading without
/// any word gets `section`. Slugs are unique per slugger: a repeated slug gets `-2`, `-3`, … (never
/// one already used). The same headings in the same order always give the same slugs.
package struct HeadingSlugger: Sendable {
    private var used: Set<String> = []
    private var nextSuffix: [String: Int] = [:]

    package init() {}

    /// The slug for a heading reading `text`, unique among the slugs this slugger made.
    package mutating func slug(for text: String) -> String {
        let base = Self.words(of: text).joined(separator: "-")
        var slug = base.isEmpty ? "section" : base
        if used.contains(slug) {
            var suffix = nextSuffix[slug] ?? 2
            while used.contains("\(slug)-\(suffix)") { suffix += 1 }
            nextSuffix[slug] = suffix + 1
            slug = "\(slug)-\(suffix)"
        }
        used.insert(slug)
        return slug
    }

    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text {
            if character.isLetter || character.isNumber || isMark(character) {
                word += character.isASCII ? character.lowercased() : String(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    private static func isMark(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
