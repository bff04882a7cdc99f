/// Walking a document's tree: every block, and the directives among them.
extension MarkdownDocument {
    /// A directive as written: its name, its argument, and its text (`{{scene tap}}`).
    package struct Directive: Hashable, Sendable {
        package let name: String
        package let argument: String?

        package init(name: String, argument: String?) {
            self.name = name
            self.argument = argument
        }

        /// The directive as a narrative writes it: `{{name}}` or `{{name argument}}`.
        package var text: String {
            "{{" + ([name] + (argument.map { [$0] } ?? [])).joined(separator: " ") + "}}"
        }
    }

    /// Every block, nested ones (in lists and quotes) included, in document order: a block comes
    /// before the blocks it holds.
    package var allBlocks: [MarkdownBlock] {
        func flatten(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
            blocks.flatMap { block -> [MarkdownBlock] in
                switch block {
                case .bulletList(let items), .orderedList(_, let items):
                    return [block] + items.flatMap(flatten)
                case .blockquote(let inner): return [block] + flatten(inner)
                default: return [block]
                }
            }
        }
        return flatten(blocks)
    }

    /// The directives, nested ones included, in document order.
    package var directives: [Directive] {
        allBlocks.compactMap { block in
            guard case .directive(let name, let argument) = block else { return nil }
            return Directive(name: name, argument: argument)
        }
    }
}
