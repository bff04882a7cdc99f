/// A message's header fields, in the order received, names and values as they came (the values
/// without the whitespace around them).
///
/// Contract: lookup by name ignores ASCII case and returns the first field of that name; iteration and
/// equality see every field in order, names with their case as received.
package struct HTTPHeaders: Sequence, Equatable, Sendable, ExpressibleByDictionaryLiteral {
    package typealias Field = (name: String, value: String)

    private var fields: [Field]

    package init(_ fields: [Field] = []) {
        self.fields = fields
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { (name: $0.0, value: $0.1) })
    }

    /// The value of the first field named `name` (any case), or nil.
    package subscript(name: String) -> String? {
        fields.first { HTTPSyntax.equalsIgnoringASCIICase($0.name, name) }?.value
    }

    /// The values of every field named `name` (any case), in order.
    package func values(named name: String) -> [String] {
        fields.filter { HTTPSyntax.equalsIgnoringASCIICase($0.name, name) }.map(\.value)
    }

    /// Whether any field is named `name` (any case).
    package func contains(_ name: String) -> Bool {
        self[name] != nil
    }

    /// Adds a field after the others.
    package mutating func append(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// How many fields there are.
    package var count: Int { fields.count }

    package func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    package static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
