// A libFuzzer target for the Markdown parser and its renderers. It is not part of the package:
// Scripts/fuzz-markdown.sh compiles it together with the Markdown module's sources, with
// `-sanitize=fuzzer` (see the script for why not AddressSanitizer too), and runs it.
//
// The property: any bytes, read as UTF-8 (bad bytes become U+FFFD), parse into a document that keeps
// the model's contract (no empty `.text`, no two `.text` side by side, nesting within its limits,
// heading levels 1 to 6), and render as HTML and for a terminal without trapping. Parsing and
// rendering give the same result twice (checked on one input in eight, to keep the fuzzer fast). The HTML is well-formed: every `<` starts one of the tags
// the renderer writes, every tag is closed in order, every `&` starts an entity, no link holds a link
// and no link leads to a `javascript:` or `//host` destination. The terminal text without colour has
// no escape byte and no space at the end of a line.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let document = MarkdownDocument(parsing: source)
    // Parsing and rendering twice doubles the cost of an input: one input in eight is checked.
    let checksDeterminism = size % 8 == 0
    if checksDeterminism {
        precondition(MarkdownDocument(parsing: source) == document, "parsing is not deterministic")
    }
    checkBlocks(document.blocks, depth: 0)

    let renderer = HTMLMarkdownRenderer(
        codeLinks: ["bind": "bind.html", "x": "javascript:alert(1)"], headingAnchorTitle: "Link")
    let directive = { (name: String, _: String?) in name == "none" ? nil : "<div class=\"d\"></div>" }
    let html = renderer.render(document, directive: directive)
    if checksDeterminism {
        precondition(renderer.render(document, directive: directive) == html, "HTML is not deterministic")
    }
    checkHTML(html)

    let plain = TerminalMarkdownRenderer(width: 40, useColor: false).render(document) { _, _ in "d" }
    precondition(!plain.unicodeScalars.contains("\u{1B}"), "an escape byte without colour")
    for line in plain.split(separator: "\n") {
        precondition(line.last != " ", "a space at the end of a line: \(line.debugDescription)")
    }
    let colour = TerminalMarkdownRenderer(width: 12, useColor: true).render(document)
    if checksDeterminism {
        let again = TerminalMarkdownRenderer(width: 12, useColor: true).render(document)
        precondition(again == colour, "terminal text is not deterministic")
    }
    return 0
}

/// The blocks keep the model's contract, nested ones included.
private func checkBlocks(_ blocks: [MarkdownBlock], depth: Int) {
    precondition(depth <= MarkdownDocument.maximumNesting, "blocks nested \(depth) deep")
    for block in blocks {
        switch block {
        case .heading(let level, let content):
            precondition((1...6).contains(level), "heading level \(level)")
            checkInlines(content, depth: 0)
        case .paragraph(let content):
            precondition(!content.isEmpty, "an empty paragraph")
            checkInlines(content, depth: 0)
        case .bulletList(let items), .orderedList(_, let items):
            for item in items { checkBlocks(item, depth: depth + 1) }
        case .blockquote(let inner):
            checkBlocks(inner, depth: depth + 1)
        case .table(let table):
            for cell in table.header + table.rows.joined() { checkInlines(cell, depth: 0) }
        case .codeBlock, .thematicBreak, .directive:
            break
        }
    }
}

/// The inlines keep the model's contract: no empty text, no two texts side by side, bounded nesting.
private func checkInlines(_ inlines: [MarkdownInline], depth: Int) {
    precondition(depth <= MarkdownDocument.maximumInlineNesting, "inlines nested \(depth) deep")
    var previousIsText = false
    for inline in inlines {
        switch inline {
        case .text(let text):
            precondition(!text.isEmpty, "an empty text")
            precondition(!previousIsText, "two texts side by side")
        case .code:
            break
        case .emphasis(let content), .strong(let content), .link(let content, _):
            checkInlines(content, depth: depth + 1)
        }
        if case .text = inline { previousIsText = true } else { previousIsText = false }
    }
}

/// The tags the HTML renderer writes (`div` is the directive's, above); `hr` has no closing tag.
private let tagNames: Set<String> = [
    "a", "blockquote", "code", "div", "em", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "li", "ol", "p", "pre",
    "span", "strong", "table", "tbody", "td", "th", "thead", "tr", "ul",
]

/// The entities `MarkupEscaping` writes, as scalars.
private let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].map { Array($0.unicodeScalars) }

/// `html` is well-formed (see the file's comment), read one scalar at a time.
private func checkHTML(_ html: String) {
    let scalars = Array(html.unicodeScalars)
    var open: [String] = []
    var index = 0
    func fail(_ message: String) -> Never {
        let start = max(index - 40, 0)
        let context = String(String.UnicodeScalarView(scalars[start..<min(index + 40, scalars.count)]))
        fatalError("\(message) at \(index): \(context.debugDescription)")
    }
    while index < scalars.count {
        switch scalars[index] {
        case "<":
            index += 1
            let closing = index < scalars.count && scalars[index] == "/"
            if closing { index += 1 }
            var name = ""
            while index < scalars.count,
                ("a"..."z").contains(scalars[index]) || ("1"..."6").contains(scalars[index])
            {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard tagNames.contains(name) else { fail("an unknown tag <\(name)") }
            // Attributes: up to `>`, values quoted, no `<` nor `>` inside.
            var attributes = ""
            var quoted = false
            while index < scalars.count, quoted || scalars[index] != ">" {
                guard scalars[index] != "<", !(quoted && scalars[index] == ">") else {
                    fail("a bracket in a tag")
                }
                if scalars[index] == "\"" { quoted.toggle() }
                attributes.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard index < scalars.count else { fail("an unfinished tag") }
            index += 1
            if closing {
                guard attributes.isEmpty, open.popLast() == name else {
                    fail("</\(name)> closes nothing open")
                }
            } else if name != "hr" {
                if name == "a", open.contains("a") { fail("a link in a link") }
                let lowercased = Array(attributes.lowercased().unicodeScalars)
                if contains(lowercased, "href=\"javascript:") || contains(lowercased, "href=\"//") {
                    fail("a link to a refused destination")
                }
                open.append(name)
            }
        case ">":
            fail("a > outside a tag")
        case "&":
            // Scalar by scalar: a combining mark after `;` would make `&gt;` part of another Character.
            let following = scalars[index...]
            guard entities.contains(where: { following.starts(with: $0) }) else {
                fail("an & that starts no entity")
            }
            index += 1
        default:
            index += 1
        }
    }
    guard open.isEmpty else { fail("unclosed tags \(open)") }
}

/// Whether `scalars` hold `text`'s scalars in a row (scalar by scalar, unlike `String.contains`).
private func contains(_ scalars: [Unicode.Scalar], _ text: String) -> Bool {
    let needle = Array(text.unicodeScalars)
    guard scalars.count >= needle.count else { return false }
    return (0...(scalars.count - needle.count)).contains { scalars[$0...].starts(with: needle) }
}
