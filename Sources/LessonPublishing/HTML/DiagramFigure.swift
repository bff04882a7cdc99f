import LessonKit
import Marbles
import TextSupport

/// A marble diagram as a page shows it: drawn to scale for a wide column (names at the left) and for a
/// phone's column (names above the rows, the timeline wrapped into bands), the page's style sheet
/// showing the one that fits; under each drawing its legend, and under both a key of every mark the
/// diagram uses. Every word is in the page's language.
///
/// Contract: a drawing is at most `wideWidth` (or `narrowWidth`) pixels wide whenever its timeline
/// allows, so it fits its column without scrolling; when the wide drawing is narrow enough for a
/// phone, it is the only one. Ids start with `idPrefix`.
struct DiagramFigure {
    var language: Language
    var idPrefix: String
    var title: String
    var description: String
    /// Whether a time scrubber goes with the diagram (its cursor is then in the key).
    var scrubbed: Bool
    /// Which drawing to make: both (a page, whose style sheet shows the one that fits), or only the one
    /// a live page shows now (it asks again when its width crosses to the other).
    var drawings: Drawings = .both

    /// Which drawings a figure holds.
    enum Drawings: String {
        case both
        /// Only the drawing for a wide column (and the one drawing, when it fits a phone too).
        case wide
        /// Only the drawing for a phone's column.
        case narrow
    }

    /// The widest drawing for a desktop column (60rem less the page's and the scene's padding).
    static let wideWidth = 880
    /// The widest drawing for a phone's column (390 px less the page's and the scene's padding).
    static let narrowWidth = 330

    func html(_ timeline: MarbleTimeline) -> String {
        let words = language.marbleWords
        let wide = SvgMarbleRenderer(options: .init(width: Self.wideWidth, drawsLegend: false, words: words))
        let wideLayout = wide.layout(timeline)
        var parts = ["<figure class=\"diagram\">"]
        var layouts: [MarbleLayout] = []
        func wideDrawing(kind: String) {
            let svg = wide.render(
                wideLayout, title: title, description: description, idPrefix: idPrefix + "-wide")
            parts.append(drawing(svg, layout: wideLayout, words: words, kind: kind))
            layouts.append(wideLayout)
        }
        if wide.width(of: wideLayout) <= Self.narrowWidth {
            wideDrawing(kind: "any")
        } else {
            if drawings != .narrow { wideDrawing(kind: "wide") }
            if drawings != .wide {
                let narrow = SvgMarbleRenderer(
                    options: .init(
                        width: Self.narrowWidth, namesAbove: true, drawsLegend: false, words: words))
                // The narrow drawing reuses the step widths and keys the wide one tried.
                let narrowLayout = narrow.layout(rewrapping: wideLayout)
                let narrowSVG = narrow.render(
                    narrowLayout, title: title, description: description, idPrefix: idPrefix + "-narrow")
                parts.append(drawing(narrowSVG, layout: narrowLayout, words: words, kind: "narrow"))
                layouts.append(narrowLayout)
            }
        }
        let key = MarbleKey(layouts: layouts, words: words, scrubbed: scrubbed)
        let marks = key.marks.map { "<li>\($0.picture)\(escape($0.meaning(in: words)))</li>" }
        parts.append(
            "<figcaption><ul class=\"marks\" aria-label=\"\(escape(Self.marksWord[language]))\">"
                + marks.joined() + "</ul></figcaption>")
        parts.append("</figure>")
        return parts.joined(separator: "\n")
    }

    /// One drawing and its legend.
    private func drawing(_ svg: String, layout: MarbleLayout, words: MarbleWords, kind: String) -> String {
        let key = MarbleKey(layouts: [layout], words: words, scrubbed: false)
        var html = "<div class=\"drawing \(kind)\">\n\(svg)"
        if !key.entries.isEmpty {
            let items = key.entries.map { entry in
                let style = entry.fill.map { fill in
                    " style=\"background:\(escape(fill));color:\(escape(entry.ink ?? "#1f2328"))\""
                }
                let keyClass = entry.fill == nil ? "key error" : "key"
                return "<li><span class=\"\(keyClass)\"\(style ?? "")>\(escape(entry.key))</span> = "
                    + "\(escape(entry.text))</li>"
            }
            html +=
                "<ul class=\"legend\" aria-label=\"\(escape(words.key))\">" + items.joined() + "</ul>"
        }
        return html + "</div>"
    }

    private func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }

    private static let marksWord = Localized(ko: "기호 설명", en: "what the marks mean")
}
