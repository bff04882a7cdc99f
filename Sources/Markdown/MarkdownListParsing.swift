/// The list rule of the block parser.
///
/// An item is its marker's line plus the lines that belong to it: lines indented by two spaces (or
/// up to the item's text), blank lines followed by such a line, and unindented lines that continue
/// its paragraph. The item's lines, without that indentation, are parsed one level deeper, so an
/// indented marker inside an item starts a nested list. Items of the same kind (bullet or ordered)
/// that follow, even after blank lines, belong to the same list.
extension MarkdownBlockParser {
    mutating func parseList(startingWith first: MarkdownListMarker) {
        var items: [[MarkdownBlock]] = []
        var marker = first
        while true {
            index += 1
            let itemLines = linesOfItem(startedBy: marker)
            items.append(Self.parse(itemLines, depth: depth + 1))
            guard let next = nextItem(continuing: first.kind) else { break }
            marker = next
        }
        switch first.kind {
        case .bullet:
            blocks.append(.bulletList(items: items))
        case .ordered(let start):
            blocks.append(.orderedList(start: start, items: items))
        }
    }

    /// The item's lines, the marker's line first; moves `index` past them.
    private mutating func linesOfItem(startedBy marker: MarkdownListMarker) -> [Substring] {
        var itemLines = [marker.firstLine]
        let continuationIndentation = min(marker.contentOffset, marker.indentation + 2)
        while index < lines.count {
            let line = MarkdownLine(lines[index])
            if line.isBlank {
                guard let next = firstNonBlankLine(from: index),
                    MarkdownLine(lines[next]).indentation >= continuationIndentation
                else { break }
                itemLines.append(contentsOf: Array(repeating: "", count: next - index))
                index = next
            } else if line.indentation >= continuationIndentation {
                itemLines.append(line.text.dropFirst(min(line.indentation, marker.contentOffset)))
                index += 1
            } else if case .listItem(let next) = kind(at: index), next.kind.continues(marker.kind) {
                break
            } else if let last = itemLines.last, !MarkdownLine(last).isBlank,
                continuesParagraph(kind(at: index))
            {
                itemLines.append(line.text)
                index += 1
            } else {
                break
            }
        }
        return itemLines
    }

    /// The marker of the list's next item, if the next non-blank line is one of `kind`; moves
    /// `index` to it.
    private mutating func nextItem(continuing kind: MarkdownListMarker.Kind) -> MarkdownListMarker? {
        guard let next = firstNonBlankLine(from: index), case .listItem(let marker) = self.kind(at: next),
            marker.kind.continues(kind)
        else { return nil }
        index = next
        return marker
    }

    private func firstNonBlankLine(from start: Int) -> Int? {
        var probe = start
        while probe < lines.count {
            if !MarkdownLine(lines[probe]).isBlank { return probe }
            probe += 1
        }
        return nil
    }
}
