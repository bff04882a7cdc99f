/// The internal style sheet of an SVG diagram: `Assets/diagram.css`, a real CSS file compiled into the
/// binary (`.embedInCode`), whose rules are scoped to `#diagram-root` there and to the diagram's own
/// root id here, so that several diagrams (and the page around them) can share a document. The marble
/// fills are its `--c0`…`--c7`, which `MarblePalette` reads from it.
enum SvgStyleSheet {
    /// The selector the file scopes its rules to.
    private static let placeholder = "#diagram-root"

    /// The file's lines after its opening comment (but blank ones), each split where it names the root (so that a
    /// diagram's rules are the pieces joined by its id, made once for every diagram).
    private static let template: [[Substring]] = {
        let text = String(decoding: PackageResources.diagram_css, as: UTF8.self)
        let rules = text[text.range(of: "*/\n")!.upperBound...]
        return rules.split(separator: "\n").map { line in
            line.split(separator: placeholder, omittingEmptySubsequences: false)
        }
    }()

    /// The rules for the diagram whose root element has id `rootID` (already a valid id).
    static func lines(rootID: String) -> [String] {
        let root = "#" + rootID
        return template.map { pieces in pieces.joined(separator: root) }
    }

    /// The marble fills, `--c0: #9be9a8;`…, in palette order.
    static let fills: [String] = template.compactMap { pieces -> String? in
        let line = pieces.joined().drop { $0 == " " }
        guard line.hasPrefix("--c"), let colon = line.firstIndex(of: ":"), let end = line.firstIndex(of: ";")
        else { return nil }
        return String(line[line.index(after: colon)..<end].drop { $0 == " " })
    }
}
