/// What a scene says a stream must look like: a marble diagram of its labels (see `Stage.expect`).
package struct Expectation: Equatable {
    /// The stream's name (`label.text`, `currentPage`).
    package let stream: String
    /// The diagram, in frames of 10 ticks from tick 0.
    package let diagram: String
    /// The label each key stands for (a key with no entry stands for itself).
    package let values: [String: String]
    /// The description of the error `#` stands for.
    package let error: String

    /// That the stream `stream` must draw `diagram` (see `Stage.expect`).
    package init(_ stream: String, _ diagram: String, values: [String: String] = [:], error: String = "error")
    {
        self.stream = stream
        self.diagram = diagram
        self.values = values
        self.error = error
    }

    /// The keys and what they stand for, `a = Red, b = Blue`, in key order; `nil` without keys.
    package var legend: String? {
        Self.legend(of: values)
    }

    /// What the keys of `values` stand for, `a = Red, b = Blue`, in key order; `nil` without keys.
    package static func legend(of values: [String: String]) -> String? {
        values.isEmpty
            ? nil
            : values.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
    }
}
