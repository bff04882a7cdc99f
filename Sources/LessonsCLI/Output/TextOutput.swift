/// Somewhere text goes: standard output, standard error, a buffer in a test.
///
/// `write` takes the text as it is (newlines included) and never throws: a destination that can fail
/// says so through its own properties (see `FileDescriptorOutput.isClosed`).
package protocol TextOutput: AnyObject {
    /// Writes `text`, whole.
    func write(_ text: String)
}

extension TextOutput {
    /// Writes `line` and a newline.
    package func writeLine(_ line: String = "") {
        write(line + "\n")
    }
}
