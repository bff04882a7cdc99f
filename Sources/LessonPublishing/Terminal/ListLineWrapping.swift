import TextSupport

/// A line that ends in a list, `label: [a, b, c]`, wrapped to a width between its items, each line after
/// the first starting under the first item. A marble mismatch's event lists are such lines; wrapped at
/// spaces, they would break inside an item (`next(0,` and `"1")` on two lines).
enum ListLineWrapping {
    /// `line` as lines at most `width` columns wide where its items allow (an item wider than the
    /// room stays whole); a line that fits, or ends in no list, is returned as it is.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard DisplayWidth.of(line) > width, line.hasSuffix("]"), let open = line.firstIndex(of: "[") else {
            return [line]
        }
        let head = String(line[...open])
        let items = topLevelItems(String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
        let indent = String(repeating: " ", count: DisplayWidth.of(head))
        var lines: [String] = []
        var current = head
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "]" : ",")
            let isFirstOnLine = current == head || current == indent
            let candidate = current + (isFirstOnLine ? "" : " ") + piece
            if isFirstOnLine || DisplayWidth.of(candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = indent + piece
            }
        }
        lines.append(current)
        return lines
    }

    /// The items of a list's inside, split at each `, ` outside parentheses and quotes.
    private static func topLevelItems(_ inside: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        var escaped = false
        for character in inside {
            if quoted {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted = false
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
            } else if character == ",", depth == 0 {
                items.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        items.append(current)
        return items.map { $0.hasPrefix(" ") ? String($0.dropFirst()) : $0 }
    }
}
