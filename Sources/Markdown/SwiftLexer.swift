/// Splits Swift source into highlighting tokens: the engine behind `SwiftHighlighter`.
///
/// It walks the source's Unicode scalars once. Each step recognises one lexical shape at the
/// current position (a comment, a string, a number, a word, an attribute, a `#` keyword) and moves
/// past it; `emit` then turns everything between the previous token's end and the position into a
/// token. Tokens are therefore contiguous by construction, which is what makes them add up to the
/// source exactly.
struct SwiftLexer {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var emittedEnd = 0
    private var output: [SwiftToken] = []

    init(_ code: String) {
        self.scalars = Array(code.unicodeScalars)
    }

    mutating func tokens() -> [SwiftToken] {
        while position < scalars.count {
            let start = position
            scanToken()
            if position == start {
                // Every step must move; a step that does not is plain text.
                position += 1
                emit(.plain)
            }
        }
        emit(.plain)
        return output
    }

    // MARK: - Steps

    private mutating func scanToken() {
        let scalar = scalars[position]
        switch scalar {
        case "/" where peek(1) == "/":
            while position < scalars.count, !isLineBreak(scalars[position]) { position += 1 }
            emit(.comment)
        case "/" where peek(1) == "*":
            scanBlockComment()
        case "\"":
            scanString(hashes: 0)
        case "#":
            scanNumberSign()
        case "@" where peek(1).map(isIdentifierStart) ?? false:
            position += 1
            skipIdentifier()
            emit(.attribute)
        case "0"..."9":
            scanNumber()
        case "`":
            scanBacktickedIdentifier()
        default:
            if isIdentifierStart(scalar) || scalar == "$" {
                scanWord()
            } else {
                position += 1
                emit(.plain)
            }
        }
    }

    /// `/* … */`, nested as Swift allows; an unterminated one runs to the end.
    private mutating func scanBlockComment() {
        position += 2
        var depth = 1
        while position < scalars.count, depth > 0 {
            if scalars[position] == "/", peek(1) == "*" {
                depth += 1
                position += 2
            } else if scalars[position] == "*", peek(1) == "/" {
                depth -= 1
                position += 2
            } else {
                position += 1
            }
        }
        emit(.comment)
    }

    /// `#"raw"#` strings, `#selector`-like keywords, or plain `#`s.
    private mutating func scanNumberSign() {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
            scanString(hashes: hashes)
        } else if hashes == 1, peek(1).map(isIdentifierStart) ?? false {
            position += 1
            skipIdentifier()
            emit(.directive)
        } else {
            position += hashes
            emit(.plain)
        }
    }

    /// A string literal, opened by `hashes` `#`s and `"` or `"""`. Interpolations `\( … )` are
    /// plain tokens between string tokens. A single-line string ends at a line break even when
    /// unterminated; a multi-line one at `"""` or the end.
    private mutating func scanString(hashes: Int) {
        position += hashes
        let isMultiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
        position += isMultiline ? 3 : 1
        while position < scalars.count {
            let scalar = scalars[position]
            if !isMultiline, isLineBreak(scalar) { break }
            if scalar == "\\", hashesFollow(hashes, at: position + 1) {
                let afterEscape = position + 1 + hashes
                if peek(1 + hashes) == "(" {
                    emit(.string)
                    position = afterEscape + 1
                    scanInterpolation(isMultiline: isMultiline)
                    emit(.plain)
                } else {
                    position = min(afterEscape + 1, scalars.count)
                }
                continue
            }
            if scalar == "\"" {
                let quotes = isMultiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == "\"" }), hashesFollow(hashes, at: position + quotes)
                {
                    position += quotes + hashes
                    break
                }
            }
            position += 1
        }
        emit(.string)
    }

    /// The inside of `\( … )` up to its closing parenthesis (which it includes), skipping nested
    /// parentheses and simple string literals.
    private mutating func scanInterpolation(isMultiline: Bool) {
        var depth = 0
        while position < scalars.count {
            let scalar = scalars[position]
            if !isMultiline, isLineBreak(scalar) { return }
            position += 1
            switch scalar {
            case "(":
                depth += 1
            case ")":
                if depth == 0 { return }
                depth -= 1
            case "\"":
                skipNestedString()
            default:
                break
            }
        }
    }

    /// A string inside an interpolation, to its closing quote or the end of the line.
    private mutating func skipNestedString() {
        while position < scalars.count, !isLineBreak(scalars[position]) {
            let scalar = scalars[position]
            position += 1
            if scalar == "\\" {
                position = min(position + 1, scalars.count)
            } else if scalar == "\"" {
                return
            }
        }
    }

    /// Digits, letters and `_` (`0x1F`, `1_000`), a `.` followed by a digit, and an exponent's sign.
    private mutating func scanNumber() {
        let isHex = peek(1) == "x" || peek(1) == "X"
        position += 1
        while let scalar = peek(0) {
            if isASCIIAlphanumeric(scalar) || scalar == "_" {
                position += 1
            } else if scalar == ".", let next = peek(1), ("0"..."9").contains(next) {
                position += 1
            } else if scalar == "+" || scalar == "-", let previous = peek(-1),
                isHex ? "pP".unicodeScalars.contains(previous) : "eE".unicodeScalars.contains(previous)
            {
                position += 1
            } else {
                break
            }
        }
        emit(.number)
    }

    /// `` `default` ``: an identifier, plain; a lone backtick is plain too.
    private mutating func scanBacktickedIdentifier() {
        var end = position + 1
        while end < scalars.count, scalars[end] != "`", !isLineBreak(scalars[end]) { end += 1 }
        position = end < scalars.count && scalars[end] == "`" ? end + 1 : position + 1
        emit(.plain)
    }

    /// An identifier: a keyword, a type (uppercase first letter) or plain. After a `.`, only
    /// `init` and `self` are keywords, so `case .default:` keeps `default` plain.
    private mutating func scanWord() {
        let start = position
        position += 1
        skipIdentifier()
        let word = String(String.UnicodeScalarView(scalars[start..<position]))
        let afterDot = previousNonWhitespace(before: start) == "."
        if afterDot ? Self.memberKeywords.contains(word) : Self.keywords.contains(word) {
            emit(.keyword)
        } else if scalars[start].properties.isUppercase {
            emit(.type)
        } else {
            emit(.plain)
        }
    }

    // MARK: - Helpers

    private mutating func emit(_ kind: SwiftToken.Kind) {
        guard position > emittedEnd else { return }
        let text = String(String.UnicodeScalarView(scalars[emittedEnd..<position]))
        emittedEnd = position
        if kind == .plain, let last = output.last, last.kind == .plain {
            output[output.count - 1].text += text
        } else {
            output.append(SwiftToken(kind: kind, text: text))
        }
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        let index = position + offset
        return index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    private func hashesFollow(_ count: Int, at index: Int) -> Bool {
        guard index + count <= scalars.count else { return false }
        return scalars[index..<(index + count)].allSatisfy { $0 == "#" }
    }

    private mutating func skipIdentifier() {
        while let scalar = peek(0), isIdentifierContinue(scalar) { position += 1 }
    }

    private func previousNonWhitespace(before index: Int) -> Unicode.Scalar? {
        var probe = index - 1
        while probe >= 0, scalars[probe].properties.isWhitespace { probe -= 1 }
        return probe >= 0 ? scalars[probe] : nil
    }

    private func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isXIDStart
    }

    private func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isXIDContinue
    }

    private func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    // MARK: - Keywords

    static let keywords: Set<String> = [
        "actor", "any", "Any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if",
        "import", "in", "indirect", "infix", "init", "inout", "internal", "is", "lazy", "let", "mutating",
        "nil", "nonisolated", "nonmutating", "open", "operator", "optional", "override", "postfix",
        "precedencegroup", "prefix", "private", "protocol", "public", "repeat", "required", "rethrows",
        "return", "self", "Self", "set", "some", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where", "while",
        "willSet",
    ]

    static let memberKeywords: Set<String> = ["init", "self"]
}
