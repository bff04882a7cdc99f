/// Whether to color the output: only on a terminal, and only when nobody said otherwise.
///
/// Colors are off with `--no-color`, when `NO_COLOR` is set to anything but the empty string (the
/// convention of https://no-color.org), when `TERM` is `dumb`, in Xcode's console (which reports itself
/// as a terminal but shows the escape codes as text; Xcode sets `__XCODE_BUILT_PRODUCTS_DIR_PATHS` in
/// what it runs), and when the output is not a terminal (a pipe, a file).
package enum ColorDecision {
    /// True when the output should be colored (see the type's contract).
    package static func shouldUseColor(
        noColorFlag: Bool, environment: [String: String], isTerminal: Bool
    ) -> Bool {
        if noColorFlag {
            return false
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return false
        }
        if environment["TERM"] == "dumb" {
            return false
        }
        if environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] != nil {
            return false
        }
        return isTerminal
    }
}
