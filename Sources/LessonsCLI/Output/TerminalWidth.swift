import Foundation

/// The width `lessons` wraps its reports at, in terminal columns.
///
/// Contract: `COLUMNS` when it is set to a whole number greater than zero; else the terminal's width
/// when standard output is a terminal that reports one; else `fallback`, so that a pipe or a file gets
/// the same bytes on every machine. The width is never less than `minimum` (narrower, a diagram's
/// names leave no room for its time) nor more than `maximum` (wider, prose lines are too long to read
/// and a huge `COLUMNS` would draw rules that wide).
package enum TerminalWidth {
    /// The width without `COLUMNS` or a terminal.
    package static let fallback = 80
    /// The narrowest width used.
    package static let minimum = 40
    /// The widest width used.
    package static let maximum = 200

    /// The width, from the environment and the terminal's width in columns (nil when standard output is
    /// not a terminal, or the terminal does not say).
    package static func columns(environment: [String: String], terminalColumns: Int?) -> Int {
        let value = environment["COLUMNS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let fromEnvironment = value.flatMap { $0 > 0 ? $0 : nil }
        let columns = fromEnvironment ?? terminalColumns.flatMap { $0 > 0 ? $0 : nil } ?? fallback
        return min(max(columns, minimum), maximum)
    }
}
