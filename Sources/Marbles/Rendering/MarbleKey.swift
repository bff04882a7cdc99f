import TextSupport

/// What a page lists under a diagram so that every mark can be read: the keys of the values drawn as
/// keys (with their colours), and each kind of mark the diagram uses, with a small picture of it drawn
/// as the diagram draws it.
package struct MarbleKey {
    /// One value drawn as a key, or an error.
    package struct Entry: Equatable {
        /// The key (`A`) or `#`.
        package let key: String
        /// What it stands for, in the diagram's words.
        package let text: String
        /// The key's fill (a CSS colour) and the ink of its text; `nil` for an error.
        package let fill: String?
        package let ink: String?
    }

    /// A kind of mark a diagram draws.
    package enum Mark: CaseIterable, Equatable {
        case value, completed, error, subscribed, unsubscribed, sameTick, afterEnd, cut, cursor

        /// What the mark means, in `words`.
        package func meaning(in words: MarbleWords) -> String {
            switch self {
            case .value: return words.value
            case .completed: return words.completed
            case .error: return words.error
            // The marks of a subscription row (`xs ^!`), with the characters its name and the marble
            // text use for them.
            case .subscribed: return words.subscribed + " (^)"
            case .unsubscribed: return words.unsubscribed + " (!)"
            case .sameTick: return words.sameTick
            case .afterEnd: return words.afterEnd
            case .cut: return words.cut
            case .cursor: return words.cursor
            }
        }

        /// A 28 × 20 picture of the mark (an inline SVG with no id, hidden from screen readers: the
        /// meaning is written next to it).
        package var picture: String {
            let body: String
            switch self {
            case .value:
                body = "<circle cx=\"14\" cy=\"10\" r=\"8\" fill=\"#a5c8ff\" stroke=\"currentColor\"/>"
            case .completed: body = "<path d=\"M14 1V19\" stroke=\"currentColor\" stroke-width=\"3\"/>"
            case .error:
                body = "<path d=\"M8 4L20 16M20 4L8 16\" stroke=\"#cf222e\" stroke-width=\"3\"/>"
            case .subscribed: body = "<path d=\"M14 3L20 15H8Z\" fill=\"currentColor\"/>"
            case .unsubscribed: body = "<path d=\"M14 3V17\" stroke=\"currentColor\" stroke-width=\"3\"/>"
            case .sameTick:
                body =
                    "<rect x=\"2\" y=\"2\" width=\"24\" height=\"16\" rx=\"8\" fill=\"none\" stroke=\"currentColor\" stroke-dasharray=\"3 2\"/>"
            case .afterEnd:
                body = "<path d=\"M1 10H27\" stroke=\"currentColor\" stroke-dasharray=\"4 3\"/>"
            case .cut:
                body =
                    "<path d=\"M1 10H27\" stroke=\"currentColor\"/><rect x=\"9\" y=\"2\" width=\"10\" height=\"16\" fill=\"Canvas\"/><path d=\"M7 17L12 3M16 17L21 3\" stroke=\"currentColor\" stroke-width=\"1.5\"/>"
            case .cursor: body = "<path d=\"M14 0V20\" stroke=\"#0969da\" stroke-width=\"2\"/>"
            }
            return
                "<svg class=\"mark\" width=\"28\" height=\"20\" viewBox=\"0 0 28 20\" aria-hidden=\"true\">"
                + body + "</svg>"
        }
    }

    /// The keys and errors of the legend.
    package let entries: [Entry]
    /// The kinds of mark the diagram draws, in `Mark.allCases` order (the cursor last, when asked).
    package let marks: [Mark]

    /// The key of `layouts` (the drawings of one diagram), its texts in `words`: the legend of the
    /// first, and every kind of mark any of them draws; `scrubbed` adds the time scrubber's cursor.
    package init(layouts: [MarbleLayout], words: MarbleWords, scrubbed: Bool) {
        guard let first = layouts.first else {
            entries = []
            marks = scrubbed ? [.cursor] : []
            return
        }
        let palette = first.palette
        entries = first.legend.map { entry in
            let text = entry.text(in: words)
            guard case .value(let label) = entry.kind else {
                return Entry(key: entry.key, text: text, fill: nil, ink: nil)
            }
            let css = palette.paint(label).css
            return Entry(key: entry.key, text: text, fill: css.fill, ink: css.ink)
        }
        var found = Set<Mark>()
        for layout in layouts {
            for row in layout.rows {
                for cell in row.cells {
                    if cell.glyphs.count > 1 { found.insert(.sameTick) }
                    for glyph in cell.glyphs {
                        switch glyph {
                        case .value: found.insert(.value)
                        case .completed: found.insert(.completed)
                        case .error: found.insert(.error)
                        case .subscribe: found.insert(.subscribed)
                        case .unsubscribe: found.insert(.unsubscribed)
                        }
                    }
                }
                // A stream's line is dashed after it ended, and all along when it has nothing to draw.
                if row.isStream, row.activity?.end != nil || row.activity == nil { found.insert(.afterEnd) }
            }
            if layout.gaps.contains(where: \.isCut) { found.insert(.cut) }
        }
        if scrubbed { found.insert(.cursor) }
        marks = Mark.allCases.filter(found.contains)
    }
}
