import LessonKit
import Markdown

/// The code regions a narrative shows, each highlighted as HTML once (`SwiftHighlighter.html`), by
/// its text. A lesson's regions read the same on every language's page, so the site highlights them
/// once per build instead of once per page; code not found here is highlighted when it is shown.
struct HighlightedCode: Sendable {
    private var htmlByCode: [String: String] = [:]

    /// Nothing highlighted ahead: every piece of code is highlighted when it is shown.
    init() {}

    /// The regions that `source`'s narratives show with `{{code NAME}}`, in any language.
    init(_ source: NarrativeSource) {
        for document in source.documents.values {
            for directive in document.directives where directive.name == "code" {
                guard let code = directive.argument.flatMap({ source.regions.regions[$0] }),
                    htmlByCode[code] == nil
                else { continue }
                htmlByCode[code] = SwiftHighlighter.html(code)
            }
        }
    }

    /// `code` highlighted as HTML: the same text `SwiftHighlighter.html(code)` makes.
    func html(_ code: String) -> String {
        htmlByCode[code] ?? SwiftHighlighter.html(code)
    }
}
