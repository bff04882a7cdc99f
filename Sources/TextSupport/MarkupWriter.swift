/// The package's markup writer, for XML and for the SVG inside a page: the marble diagrams (`Marbles`)
/// and a chain view's tree (`LessonPublishing`). One element per line, indented two spaces per level,
/// but for an inline element, whose children stay on its line (text where a line break would show);
/// attributes keep the order they are given in, and every attribute value and text is escaped by the
/// one rule, `MarkupEscaping.escape`, so the bytes depend only on the calls made.
package struct MarkupWriter {
    /// An element's attributes, in order.
    package typealias Attributes = KeyValuePairs<String, String>

    /// The document so far.
    package private(set) var text = ""
    private var depth = 0
    /// How many inline elements the writer is in: their children are written without line breaks.
    private var inline = 0

    package init() {}

    /// Writes a start tag; close it with `close(_:)`.
    package mutating func open(_ name: String, _ attributes: Attributes = [:]) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        text += ">"
        endLine()
        depth += 1
    }

    /// Writes the end tag of the innermost open element, `name`.
    package mutating func close(_ name: String) {
        depth -= 1
        indent()
        text += "</"
        text += name
        text += ">"
        endLine()
    }

    /// Writes an empty element.
    package mutating func empty(_ name: String, _ attributes: Attributes = [:]) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        text += "/>"
        endLine()
    }

    /// Writes an empty element whose attributes were chosen as the document was written.
    package mutating func empty(_ name: String, _ attributes: [(key: String, value: String)]) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        text += "/>"
        endLine()
    }

    /// Writes an element holding only `content`, escaped.
    package mutating func element(_ name: String, _ attributes: Attributes = [:], content: String) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        endElement(name, content: content)
    }

    /// Writes an element holding only `content`, escaped, whose attributes were chosen as the document
    /// was written.
    package mutating func element(
        _ name: String, _ attributes: [(key: String, value: String)], content: String
    ) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        endElement(name, content: content)
    }

    /// Writes an element whose children `body` writes on its line (an SVG `<text>` of `<tspan>`s: a line
    /// break between them would be drawn as a space).
    package mutating func inline(
        _ name: String, _ attributes: Attributes = [:], _ body: (inout MarkupWriter) -> Void
    ) {
        startTag(name)
        for (key, value) in attributes { attribute(key, value) }
        text += ">"
        inline += 1
        body(&self)
        inline -= 1
        text += "</"
        text += name
        text += ">"
        endLine()
    }

    /// Writes a line as it is (for the style sheet); it must not contain `<` or `&`.
    package mutating func raw(_ content: String) {
        indent()
        text += content
        endLine()
    }

    /// Writes `markup`, which another writer made (escaped already: a frame of a page's `TickFrames`).
    package mutating func markup(_ markup: String) {
        indent()
        text += markup
        endLine()
    }

    // Each piece is appended to the document as it comes (a diagram has thousands of elements and
    // attributes): no string is built for a tag or an attribute list first.

    private mutating func indent() {
        guard inline == 0 else { return }
        for _ in 0..<depth { text += "  " }
    }

    private mutating func endLine() {
        if inline == 0 { text += "\n" }
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
        text += ">"
        endLine()
    }
}
