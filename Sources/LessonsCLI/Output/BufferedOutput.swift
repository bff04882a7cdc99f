/// Output kept in memory, for tests: `text` is everything written so far, in order.
package final class BufferedOutput: TextOutput {
    /// Everything written so far.
    package private(set) var text = ""

    package init() {}

    package func write(_ text: String) {
        self.text += text
    }
}
