/// One diagnostic of the Swift compiler, as `swift build` prints it: where, how severe, what, and the
/// lines of source the compiler drew under it (`12 | let x = …`, `   |     ` + "`- error: …").
///
/// `swift build` prints a file's diagnostics once for each job that reads the file (emitting the module,
/// compiling it); `parse` keeps each one once, in the order first printed, and ignores every other line
/// (the build's progress, its own `error: … command failed`).
package struct CompilerDiagnostic: Equatable, Sendable {
    /// How severe it is.
    package enum Severity: String, Sendable {
        case error, warning, note
    }

    /// The file, as the compiler names it (an absolute path).
    package let path: String
    /// The line, from 1.
    package let line: Int
    /// The column, from 1.
    package let column: Int
    package let severity: Severity
    /// The message: `cannot find 'y' in scope`.
    package let message: String
    /// The lines of source drawn under it, as printed.
    package let excerpt: [String]

    package init(
        path: String, line: Int, column: Int, severity: Severity, message: String, excerpt: [String] = []
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.excerpt = excerpt
    }

    /// The diagnostics in `output`, each once.
    package static func parse(_ output: String) -> [CompilerDiagnostic] {
        var found: [CompilerDiagnostic] = []
        var current: CompilerDiagnostic?
        var excerpt: [String] = []
        func finish() {
            guard let diagnostic = current else { return }
            let whole = CompilerDiagnostic(
                path: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
                severity: diagnostic.severity, message: diagnostic.message, excerpt: excerpt)
            if !found.contains(where: { $0.isSamePlace(as: whole) }) { found.append(whole) }
            current = nil
            excerpt = []
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let header = header(String(line)) {
                finish()
                current = header
            } else if current != nil, isExcerpt(line) {
                excerpt.append(String(line))
            } else {
                finish()
            }
        }
        finish()
        return found
    }

    /// Whether `other` is this diagnostic printed again: same place, severity and message.
    private func isSamePlace(as other: CompilerDiagnostic) -> Bool {
        path == other.path && line == other.line && column == other.column && severity == other.severity
            && message == other.message
    }

    /// The diagnostic a line such as `/p/File.swift:2:7: error: cannot find 'y' in scope` starts.
    private static func header(_ line: String) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
                let column = Int(place[place.count - 1])
            else { continue }
            let path = place.dropLast(2).joined(separator: ":")
            guard path.hasSuffix(".swift") else { continue }
            return CompilerDiagnostic(
                path: path, line: lineNumber, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }

    /// Whether `line` is part of a source excerpt: `12 | code`, `   | ` + "`- error: …", or `   :`.
    private static func isExcerpt(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        let afterNumber = trimmed.drop(while: \.isNumber)
        return afterNumber.hasPrefix("|") || afterNumber.hasPrefix(" |") || afterNumber.hasPrefix(" :")
            || afterNumber == ":" || afterNumber == " :"
    }
}
