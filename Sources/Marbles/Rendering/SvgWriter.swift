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
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        text += ">\n"
        depth += 1
    }

    /// Writes the end tag of the innermost open element, `name`.
    mutating func close(_ name: String) {
        depth -= 1
        indent()
        text += "</"
        text += name
        text += ">\n"
    }

    /// Writes an empty element.
    mutating func empty(_ name: String, _ attributes: Attributes = [:]) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        text += "/>\n"
    }

    /// Writes an empty element whose attributes were chosen as the document was written.
    mutating func empty(_ name: String, _ attributes: [(key: String, value: String)]) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        text += "/>\n"
    }

    /// Writes an element holding only `content`, escaped.
    mutating func element(_ name: String, _ attributes: Attributes = [:], content: String) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        endElement(name, content: content)
    }

    /// Writes an element holding only `content`, escaped, whose attributes were chosen as the document
    /// was written.
    mutating func element(_ name: String, _ attributes: [(key: String, value: String)], content: String) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        endElement(name, content: content)
    }

    /// Writes a line as it is (for the style sheet); it must not contain `<` or `&`.
    mutating func raw(_ content: String) {
        indent()
        text += content
        text += "\n"
    }

    // Each piece is appended to the document as it comes (a diagram has thousands of elements and
    // attributes): no string is built for a tag or an attribute list first.

    private mutating func indent() {
        for _ in 0..<depth { text += "  " }
    }

    /// `<name`, on a new line: the attributes follow.
    private mutating func startTag(_ name: String) {
        indent()
        text += "<"
        text += name
    }

    /// ` key="value"`, the value escaped.
    private mutating func attribute(_ key: String, _ value: String) {
        text += " "
        text += key
        text += "=\""
        text += MarkupEscaping.escape(value)
        text += "\""
    }

    /// `>content</name>`, the content escaped, ending the line.
    private mutating func endElement(_ name: String, content: String) {
        text += ">"
        text += MarkupEscaping.escape(content)
        text += "</"
        text += name
        text += ">\n"
    }
}
