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
/// either run may pair again (`***both***`). `bottoms` remembers, per character, below which piece
/// no opener is left, so a text full of unmatched runs is still read in linear time. Runs that find
/// no partner, and unclosed `[`, become text.
struct EmphasisResolver {
    /// Inlines, and how deeply they nest emphasis and links.
    typealias Resolved = (inlines: [MarkdownInline], nesting: Int)

    private var pieces: [InlinePiece]
    private var bottoms: [Character: Int] = [:]

    /// `pieces` with their runs paired, as inlines.
    static func resolve(_ pieces: [InlinePiece]) -> Resolved {
        var resolver = EmphasisResolver(pieces: pieces)
        resolver.pairRuns()
        return finish(resolver.pieces)
    }

    private init(pieces: [InlinePiece]) {
        self.pieces = pieces
    }

    private mutating func pairRuns() {
        var closerIndex = 0
        while closerIndex < pieces.count {
            guard case .delimiter(let closer) = pieces[closerIndex], closer.canClose else {
                closerIndex += 1
                continue
            }
            if let partner = partner(of: closer, at: closerIndex) {
                closerIndex = pair(opener: partner.index, closer: closerIndex, inner: partner.inner)
            } else {
                // No closer of this character further on can pair with anything before this one.
                bottoms[closer.character] = closerIndex
                if !closer.canOpen { pieces[closerIndex] = .inline(.text(Self.literal(closer)), nesting: 0) }
                closerIndex += 1
            }
        }
    }

    /// The opener `closer` pairs with, and the content between them; nil when there is none, or
    /// when pairing them would nest deeper than `MarkdownDocument.maximumInlineNesting`.
    private func partner(of closer: DelimiterRun, at closerIndex: Int) -> (index: Int, inner: Resolved)? {
        var index = closerIndex - 1
        while index >= bottoms[closer.character] ?? 0 {
            if case .delimiter(let run) = pieces[index], run.character == closer.character, run.canOpen {
                let inner = Self.finish(Array(pieces[(index + 1)..<closerIndex]))
                return inner.nesting < MarkdownDocument.maximumInlineNesting ? (index, inner) : nil
            }
            index -= 1
        }
        return nil
    }

    /// Replaces the opener, the closer and what lies between them by the emphasis (or strong) they
    /// make, keeping what is left of either run. Returns where to go on: the closer's remainder,
    /// or the piece after it.
    private mutating func pair(opener openerIndex: Int, closer closerIndex: Int, inner: Resolved) -> Int {
        guard case .delimiter(var opener) = pieces[openerIndex],
            case .delimiter(var closer) = pieces[closerIndex]
        else { return closerIndex + 1 }
        let used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
        opener.count -= used
        closer.count -= used
        var replacement: [InlinePiece] = []
        if opener.count > 0 { replacement.append(.delimiter(opener)) }
        let wrapped: MarkdownInline = used == 2 ? .strong(inner.inlines) : .emphasis(inner.inlines)
        replacement.append(.inline(wrapped, nesting: inner.nesting + 1))
        let next = openerIndex + replacement.count
        if closer.count > 0 { replacement.append(.delimiter(closer)) }
        let shift = replacement.count - (closerIndex - openerIndex + 1)
        pieces.replaceSubrange(openerIndex...closerIndex, with: replacement)
        // Keep the bottoms pointing at the same pieces; those inside the pair now point after it.
        for (character, bottom) in bottoms where bottom > openerIndex {
            bottoms[character] = bottom > closerIndex ? bottom + shift : openerIndex + 1
        }
        return next
    }

    private static func literal(_ run: DelimiterRun) -> String {
        String(repeating: run.character, count: run.count)
    }

    /// The pieces as inlines: runs and brackets left over become text, neighbouring texts merge.
    private static func finish(_ pieces: [InlinePiece]) -> Resolved {
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
