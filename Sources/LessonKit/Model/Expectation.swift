/// What a scene says a stream must look like: a marble diagram of its labels (see `Stage.expect`).
public struct Expectation: Equatable {
    /// The stream's name (`label.text`, `currentPage`).
    public let stream: String
    /// The diagram, in frames of 10 ticks from tick 0.
    public let diagram: String
    /// The label each key stands for (a key with no entry stands for itself).
    public let values: [String: String]
    /// The description of the error `#` stands for.
    public let error: String

    /// The keys and what they stand for, `a = Red, b = Blue`, in key order; `nil` without keys.
    public var legend: String? {
        values.isEmpty
            ? nil
            : values.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
    }
}

/// A line a lesson printed, and when.
public struct ConsoleLine: Equatable {
    public let time: Int
    public let text: String

    public init(time: Int, text: String) {
        self.time = time
        self.text = text
    }
}
