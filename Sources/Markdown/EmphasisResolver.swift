import TextSupport

/// A piece of a block's text between the inline parser's two passes.
enum InlinePiece {
    /// Finished content, and how deeply it nests emphasis and links.
    case inline(MarkdownInline, nesting: Int)
    /// A run of `*` or `_` that may open or close emphasis.
    case delimiter(DelimiterRun)
    /// A `[` that a later `]` may close into a link.
    case linkOpener
}

/// A run of `*` or `_`, and whether it may open or close emphasis.
///
/// CommonMark's flanking rules decide: a run opens when it is followed by text (and, for `_`, not
/// also preceded by text: `snake_case` stays text), and closes when it is preceded by text. One
/// change for Korean: a Hangul or CJK character next to a run counts like punctuation, so
/// `**\`Binder\`**는` (strong, then a particle) closes as a Korean writer means.
struct DelimiterRun {
    let character: Character
    var count: Int
    let canOpen: Bool
    let canClose: Bool

    init(character: Character, count: Int, before: Character?, after: Character?) {
        self.character = character
        self.count = count
        let spaceBefore = before?.isWhitespace ?? true
        let spaceAfter = after?.isWhitespace ?? true
        let punctuationBefore = before.map(Self.isPunctuationLike) ?? false
        let punctuationAfter = after.map(Self.isPunctuationLike) ?? false
        let leftFlanking = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore)
        let rightFlanking = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter)
        if character == "_" {
            canOpen = leftFlanking && (!rightFlanking || punctuationBefore)
            canClose = rightFlanking && (!leftFlanking || punctuationAfter)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
    }

    private static func isPunctuationLike(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol || DisplayWidth.of(character) == 2
    }
}

/// Pairs the delimiter runs of a list of pieces into emphasis and strong: the second pass of the
/// inline parser.
///
/// Closers are taken left to right; each is paired with the nearest opener of the same character
/// before it. Two characters from each side make strong, one makes emphasis, and what is left of
/// either run may pair again (`***both***`). The pieces already read are kept on a stack: a pair
/// replaces the top of it (the opener and what lies above it), so nothing is ever moved twice.
/// `bottoms` remembers, per character, below which piece no opener is left, so a failed search is
/// never repeated; every piece is passed over at most once per character, and a text full of
/// runs, matched or not, is read in linear time. Runs that find no partner, and unclosed `[`,
/// become text.
struct EmphasisResolver {
    /// Inlines, and how deeply they nest emphasis and links.
    typealias Resolved = (inlines: [MarkdownInline], nesting: Int)

    /// The pieces read so far, paired runs already replaced by what they make.
    private var stack: [InlinePiece] = []
    /// Per character: openers of it below this index of `stack` are no longer looked for.
    private var bottoms: [Character: Int] = [:]
    /// How deeply the result may nest: a pair that would nest deeper stays text.
    private let nestingLimit: Int

    private init(nestingLimit: Int) {
        self.nestingLimit = nestingLimit
    }

    /// `pieces` with their runs paired, as inlines nesting at most `nestingLimit` deep (a link's text
    /// one less, for the link around it).
    static func resolve(
        _ pieces: [InlinePiece], nestingLimit: Int = MarkdownDocument.maximumInlineNesting
    ) -> Resolved {
        var resolver = EmphasisResolver(nestingLimit: nestingLimit)
        resolver.stack.reserveCapacity(pieces.count)
        for piece in pieces {
            if case .delimiter(let run) = piece, run.canClose {
                resolver.close(with: run)
            } else {
                resolver.stack.append(piece)
            }
        }
        return finish(resolver.stack[...])
    }

    /// Pairs `closer` with the openers below it while it can, then pushes what is left of it.
    private mutating func close(with closer: DelimiterRun) {
        var closer = closer
        while let partner = partner(of: closer) {
            guard case .delimiter(var opener) = stack[partner.index] else { return }
            let used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
            opener.count -= used
            closer.count -= used
            stack.removeSubrange(partner.index...)
            if opener.count > 0 { stack.append(.delimiter(opener)) }
            let wrapped: MarkdownInline =
                used == 2 ? .strong(partner.inner.inlines) : .emphasis(partner.inner.inlines)
            stack.append(.inline(wrapped, nesting: partner.inner.nesting + 1))
            // The pieces inside the pair are gone: no bottom may point above the opener's remainder.
            for (character, bottom) in bottoms where bottom > partner.index {
                bottoms[character] = partner.index + 1
            }
            if closer.count == 0 { return }
        }
        // No closer of this character further on can pair with anything below this one.
        bottoms[closer.character] = stack.count
        stack.append(closer.canOpen ? .delimiter(closer) : .inline(.text(Self.literal(closer)), nesting: 0))
    }

    /// The opener `closer` pairs with, and the content between them; nil when there is none, or
    /// when pairing them would nest deeper than `nestingLimit`.
    private func partner(of closer: DelimiterRun) -> (index: Int, inner: Resolved)? {
        var index = stack.count - 1
        let bottom = bottoms[closer.character] ?? 0
        while index >= bottom {
            if case .delimiter(let run) = stack[index], run.character == closer.character, run.canOpen {
                let inner = Self.finish(stack[(index + 1)...])
                return inner.nesting < nestingLimit ? (index, inner) : nil
            }
            index -= 1
        }
        return nil
    }

    private static func literal(_ run: DelimiterRun) -> String {
        String(repeating: run.character, count: run.count)
    }

    /// The pieces as inlines: runs and brackets left over become text, neighbouring texts merge.
    private static func finish(_ pieces: ArraySlice<InlinePiece>) -> Resolved {
        var inlines: [MarkdownInline] = []
        var nesting = 0
        var text = ""
        for piece in pieces {
            switch piece {
            case .delimiter(let run):
                text += literal(run)
            case .linkOpener:
                text += "["
            case .inline(.text(let string), _):
                text += string
            case .inline(let inline, let depth):
                if !text.isEmpty { inlines.append(.text(text)) }
                text = ""
                inlines.append(inline)
                nesting = max(nesting, depth)
            }
        }
        if !text.isEmpty { inlines.append(.text(text)) }
        return (inlines, nesting)
    }
}
