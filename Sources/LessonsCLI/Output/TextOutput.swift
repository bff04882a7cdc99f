/// Somewhere text goes: standard output, standard error, a buffer in a test.
///
/// `write` takes the text as it is (newlines included) and never throws: a destination that can fail
/// says so afterwards, through `failure`.
package protocol TextOutput: AnyObject {
    /// Writes `text`, whole.
    func write(_ text: String)
    /// Why writing failed (its errno: ENOSPC, EBADF, …), if it did for a reason other than the reader
    /// going away (a closed pipe, EPIPE, is no failure: `lessons run x | head -1`); nil otherwise.
    var failure: Int32? { get }
}

extension TextOutput {
    /// Nothing failed (an output that cannot fail).
    package var failure: Int32? { nil }
}

extension TextOutput {
    /// Writes `line` and a newline.
    package func writeLine(_ line: String = "") {
        write(line + "\n")
    }
}
