import TextSupport

/// A line of code wider than the terminal, broken into lines that fit, so that a code block at 80 columns
/// never runs past the edge: at the last space that fits (never inside the line's indentation), else at
/// the width. The lines after the first are drawn under a dotted gutter (`┆`), indented as the line is,
/// so they read as the same line. Escape sequences (a highlighted line's colours) are kept whole: a style
/// open at a break is closed before it and opened again after it.
enum TerminalCodeWrapping {
    /// The pieces of `shown` (the line as drawn, perhaps with escape sequences), whose visible text is
    /// `plain`, each to fit `width` columns; the pieces after the first are to be drawn after
    /// `indentation(of: plain)`.
    static func pieces(of shown: String, plain: String, width: Int) -> [String] {
        let ranges = ranges(of: Array(plain), width: width)
        guard ranges.count > 1 else { return [shown] }
        var pieces: [String] = [""]
        var active: String?
        var visible = 0
        var piece = 0
        var characters = shown.makeIterator()
        while let character = characters.next() {
            if character == "\u{1B}" {
                var sequence = String(character)
                while let next = characters.next() {
                    sequence.append(next)
                    if next.isLetter { break }
                }
                active = sequence == "\u{1B}[0m" ? nil : sequence
                pieces[piece] += sequence
                continue
            }
            defer { visible += 1 }
            // Which piece this character is in; a space at a break belongs to none.
            guard let index = ranges.firstIndex(where: { $0.contains(visible) }) else { continue }
            if index != piece {
                if active != nil { pieces[piece] += "\u{1B}[0m" }
                pieces.append(active ?? "")
                piece = index
            }
            pieces[piece].append(character)
        }
        return pieces
    }

    /// The leading spaces of `plain`, which the lines after the first repeat, when they leave room.
    static func indentation(of plain: String, width: Int) -> String {
        let spaces = plain.prefix { $0 == " " }.count
        return spaces <= width / 2 ? String(repeating: " ", count: spaces) : ""
    }

    /// The character ranges of each line: the first `width` columns wide, the others as wide as the
    /// width less the indentation.
    private static func ranges(of characters: [Character], width: Int) -> [Range<Int>] {
        let indent = indentation(of: String(characters), width: width).count
        var ranges: [Range<Int>] = []
        var start = 0
        while start < characters.count {
            let room = ranges.isEmpty ? width : width - indent
            var end = start
            var columns = 0
            while end < characters.count {
                let next = DisplayWidth.of(String(characters[end]))
                if columns + next > room { break }
                columns += next
                end += 1
            }
            if end == characters.count {
                ranges.append(start..<end)
                break
            }
            // The last space that fits, past the indentation of the first line.
            let floor = ranges.isEmpty ? indent + 1 : start + 1
            if let space = (floor..<end + 1).reversed().first(where: {
                $0 < characters.count && characters[$0] == " "
            }),
                space > start
            {
                ranges.append(start..<space)
                start = space + 1
            } else {
                ranges.append(start..<max(end, start + 1))
                start = max(end, start + 1)
            }
        }
        return ranges
    }
}
