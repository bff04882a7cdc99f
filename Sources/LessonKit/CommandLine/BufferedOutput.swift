/// Output kept in memory, for tests: `text` is everything written so far, in order.
public final class BufferedOutput: TextOutput {
    /// Everything written so far.
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}
