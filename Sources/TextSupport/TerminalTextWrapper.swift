/// Lays styled runs out in lines of at most a given number of columns, breaking at spaces.
///
/// Contract: words are the text between spaces, and a line holds whole words separated by one
/// space; no line starts or ends with a space. Widths are display widths (`DisplayWidth`), so a
/// Korean word of four syllables takes eight columns. A word wider than a line is cut between
/// characters. Every line is at most `width` columns, unless one character is wider than that.
package enum TerminalTextWrapper {
    /// `text` in lines of at most `width` columns (see the contract above).
    package static func wrap(_ text: String, width: Int) -> [String] {
        wrap([StyledRun(text: text, style: [])], width: width).map { $0.map(\.text).joined() }
    }

    /// `text` with a hanging indent: wrapped in `width - indent` columns, its first line after `lead`
    /// and the others after `indent` spaces (so every line fits `width` when `lead` is `indent` wide).
    package static func wrap(_ text: String, width: Int, lead: String, indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        return wrap(text, width: width - indent).enumerated().map { index, line in
            (index == 0 ? lead : margin) + line
        }
    }

    /// `runs` in lines of at most `width` columns, each run keeping its style (see the contract above).
    package static func wrap(_ runs: [StyledRun], width: Int) -> [[StyledRun]] {
        let width = max(width, 1)
        var lines: [[StyledRun]] = []
        var line: [StyledRun] = []
        var lineWidth = 0
        for word in words(of: runs) {
            if lineWidth > 0, lineWidth + 1 + word.width <= width {
                line.append(StyledRun(text: " ", style: word.spaceStyle))
                line += word.runs
                lineWidth += 1 + word.width
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = []
                lineWidth = 0
            }
            if word.width <= width {
                line = word.runs
                lineWidth = word.width
            } else {
                var pieces = cut(word.runs, width: width)
                let last = pieces.removeLast()
                lines += pieces
                line = last
                lineWidth = last.width
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The width of the widest word of `runs`: the narrowest width `wrap` lays them out in without
    /// cutting a word.
    package static func widestWord(of runs: [StyledRun]) -> Int {
        words(of: runs).map(\.width).max() ?? 0
    }

    /// A word: the runs between two spaces, and the style of the space before it.
    private struct Word {
        var runs: [StyledRun] = []
        var width = 0
        var spaceStyle: TerminalStyle = []
    }

    private static func words(of runs: [StyledRun]) -> [Word] {
        var words: [Word] = []
        var word = Word()
        var spaceStyle: TerminalStyle = []
        for run in runs {
            var text = ""
            for character in run.text {
                if character == " " {
                    if !text.isEmpty { word.runs.append(StyledRun(text: text, style: run.style)) }
                    text = ""
                    if !word.runs.isEmpty { words.append(word) }
                    word = Word()
                    spaceStyle = run.style
                    continue
                }
                if word.runs.isEmpty, text.isEmpty { word.spaceStyle = spaceStyle }
                text.append(character)
                word.width += DisplayWidth.of(character)
            }
            if !text.isEmpty { word.runs.append(StyledRun(text: text, style: run.style)) }
        }
        if !word.runs.isEmpty { words.append(word) }
        return words
    }

    /// `runs` cut into lines of at most `width` columns (at least one character a line).
    private static func cut(_ runs: [StyledRun], width: Int) -> [[StyledRun]] {
        var lines: [[StyledRun]] = []
        var line: [StyledRun] = []
        var lineWidth = 0
        for run in runs {
            var text = ""
            for character in run.text {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + characterWidth > width, lineWidth > 0 {
                    if !text.isEmpty { line.append(StyledRun(text: text, style: run.style)) }
                    lines.append(line)
                    line = []
                    text = ""
                    lineWidth = 0
                }
                text.append(character)
                lineWidth += characterWidth
            }
            if !text.isEmpty { line.append(StyledRun(text: text, style: run.style)) }
        }
        lines.append(line)
        return lines
    }
}
