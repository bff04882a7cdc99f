import TextSupport

/// Highlights Swift source for the lessons: as tokens, as HTML, or with ANSI colours.
///
/// Contract: it accepts any text (unterminated strings and comments included) and never loses or
/// adds a character: the tokens' texts joined are the input, `html` is the input escaped plus
/// `<span>` tags, and `ansi` is the input plus escape sequences. It is a highlighter, not a
/// compiler: it knows Swift's lexical shapes, not its grammar.
package enum SwiftHighlighter {
    /// The tokens of `code`, in order; neighbouring plain text is one token.
    package static func tokens(in code: String) -> [SwiftToken] {
        var lexer = SwiftLexer(code)
        return lexer.tokens()
    }

    /// `code` escaped for HTML, each token that is not plain in a `<span>` whose class says its kind:
    /// `kw` (keywords and `#` keywords), `ty`, `str`, `num`, `com`, `attr`.
    package static func html(_ code: String) -> String {
        tokens(in: code).map { token -> String in
            let text = MarkupEscaping.escape(token.text)
            guard let cssClass = cssClass(of: token.kind) else { return text }
            return "<span class=\"\(cssClass)\">\(text)</span>"
        }.joined()
    }

    /// `code` with ANSI colours. Every line is self-contained: a style is closed before each line
    /// break and opened again after it, so the result can be split into lines and indented.
    package static func ansi(_ code: String) -> String {
        var output = ""
        for token in tokens(in: code) {
            guard let style = terminalStyle(of: token.kind) else {
                output += token.text
                continue
            }
            var line = String.UnicodeScalarView()
            for scalar in token.text.unicodeScalars {
                if scalar == "\n" || scalar == "\r" {
                    output += style.wrap(String(line)) + String(scalar)
                    line = String.UnicodeScalarView()
                } else {
                    line.append(scalar)
                }
            }
            output += style.wrap(String(line))
        }
        return output
    }

    /// The HTML class of a kind, nil for plain text.
    package static func cssClass(of kind: SwiftToken.Kind) -> String? {
        switch kind {
        case .keyword, .directive: return "kw"
        case .type: return "ty"
        case .string: return "str"
        case .number: return "num"
        case .comment: return "com"
        case .attribute: return "attr"
        case .plain: return nil
        }
    }

    static func terminalStyle(of kind: SwiftToken.Kind) -> TerminalStyle? {
        switch kind {
        case .keyword, .directive: return .magenta
        case .type: return .cyan
        case .string: return .red
        case .number: return .blue
        case .comment: return .gray
        case .attribute: return .yellow
        case .plain: return nil
        }
    }
}
