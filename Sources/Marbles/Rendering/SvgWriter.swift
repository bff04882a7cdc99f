import TextSupport

/// Writes an XML document line by line, one element per line, indented two spaces per level. Attributes
/// keep the order they are given in, and every attribute value and text is escaped, so the bytes depend
/// only on the calls made.
struct SvgWriter {
    /// An element's attributes, in order.
    typealias Attributes = KeyValuePairs<String, String>

    /// The document so far.
    private(set) var text = ""
    private var depth = 0

    /// Writes a start tag; close it with `close(_:)`.
    mutating func open(_ name: String, _ attributes: Attributes = [:]) {
        line("<\(name)\(Self.format(attributes))>")
        depth += 1
    }

    /// Writes the end tag of the innermost open element, `name`.
    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// Writes an empty element.
    mutating func empty(_ name: String, _ attributes: Attributes = [:]) {
        line("<\(name)\(Self.format(attributes))/>")
    }

    /// Writes an empty element whose attributes were chosen as the document was written.
    mutating func empty(_ name: String, _ attributes: [(key: String, value: String)]) {
        line("<\(name)\(Self.format(attributes))/>")
    }

    /// Writes an element holding only `content`, escaped.
    mutating func element(_ name: String, _ attributes: Attributes = [:], content: String) {
        line("<\(name)\(Self.format(attributes))>\(MarkupEscaping.escape(content))</\(name)>")
    }

    /// Writes an element holding only `content`, escaped, whose attributes were chosen as the document
    /// was written.
    mutating func element(_ name: String, _ attributes: [(key: String, value: String)], content: String) {
        line("<\(name)\(Self.format(attributes))>\(MarkupEscaping.escape(content))</\(name)>")
    }

    /// Writes a line as it is (for the style sheet); it must not contain `<` or `&`.
    mutating func raw(_ content: String) {
        line(content)
    }

    private mutating func line(_ content: String) {
        for _ in 0..<depth { text += "  " }
        text += content
        text += "\n"
    }

    /// ` key="value"` for each attribute, values escaped. (Appended piece by piece: a diagram has
    /// thousands of attributes.)
    private static func format(_ attributes: Attributes) -> String {
        var result = ""
        for (key, value) in attributes { append(key, value, to: &result) }
        return result
    }

    /// The same for attributes chosen as the document is written.
    private static func format(_ attributes: [(key: String, value: String)]) -> String {
        var result = ""
        for (key, value) in attributes { append(key, value, to: &result) }
        return result
    }

    private static func append(_ key: String, _ value: String, to result: inout String) {
        result += " "
        result += key
        result += "=\""
        result += MarkupEscaping.escape(value)
        result += "\""
    }

}
