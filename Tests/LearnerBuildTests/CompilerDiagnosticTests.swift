import Foundation
import LearnerBuild
import Testing

/// Reading the compiler's diagnostics out of `swift build`'s output.
@Suite("The compiler's diagnostics, read from swift build's output")
struct CompilerDiagnosticTests {
    /// What `swift build` printed here for a file with two errors: each diagnostic twice (emitting the
    /// module, then compiling it), between the build's own lines.
    static let output = """
        [0/1] Planning build
        Building for debugging...
        [1/4] Write swift-version-6A52383ED409C6A7.txt
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        [3/6] Emitting module b
        /tmp/p/Sources/b/main.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'
        1 | let x: Int = "a"
          |              `- error: cannot convert value of type 'String' to specified type 'Int'
        2 | print(y)
        3 |\u{20}

        /tmp/p/Sources/b/main.swift:2:7: error: cannot find 'y' in scope
        1 | let x: Int = "a"
        2 | print(y)
          |       `- error: cannot find 'y' in scope
        3 |\u{20}
        [4/6] Compiling b main.swift
        /tmp/p/Sources/b/main.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'
        1 | let x: Int = "a"
          |              `- error: cannot convert value of type 'String' to specified type 'Int'
        2 | print(y)
        3 |\u{20}

        /tmp/p/Sources/b/main.swift:2:7: error: cannot find 'y' in scope
        1 | let x: Int = "a"
        2 | print(y)
          |       `- error: cannot find 'y' in scope
        3 |\u{20}
        """

    @Test("each diagnostic once, in the order printed, with its place, message and excerpt")
    func eachOnce() {
        let diagnostics = CompilerDiagnostic.parse(Self.output)
        #expect(
            diagnostics == [
                CompilerDiagnostic(
                    path: "/tmp/p/Sources/b/main.swift", line: 1, column: 14, severity: .error,
                    message: "cannot convert value of type 'String' to specified type 'Int'",
                    excerpt: [
                        "1 | let x: Int = \"a\"",
                        "  |              `- error: cannot convert value of type 'String' to specified type 'Int'",
                        "2 | print(y)", "3 | ",
                    ]),
                CompilerDiagnostic(
                    path: "/tmp/p/Sources/b/main.swift", line: 2, column: 7, severity: .error,
                    message: "cannot find 'y' in scope",
                    excerpt: [
                        "1 | let x: Int = \"a\"", "2 | print(y)",
                        "  |       `- error: cannot find 'y' in scope", "3 | ",
                    ]),
            ])
    }

    @Test("the build's own lines, and a colon in a folder's name, are no diagnostics of a file")
    func notDiagnostics() {
        #expect(
            CompilerDiagnostic.parse(
                "error: emit-module command failed with exit code 1\nerror: fatalError\n"
            ).isEmpty)
        let odd = CompilerDiagnostic.parse("/tmp/a:b/F.swift:3:1: warning: unused\n")
        #expect(odd.map(\.path) == ["/tmp/a:b/F.swift"])
        #expect(odd.map(\.severity) == [.warning])
        #expect(CompilerDiagnostic.parse("/tmp/F.swift:x:1: error: no line\n").isEmpty)
    }

    @Test("the same message at two places is two diagnostics")
    func twoPlaces() {
        let text = "/p/A.swift:1:1: error: e\n/p/A.swift:2:1: error: e\n/p/A.swift:1:1: error: e\n"
        #expect(CompilerDiagnostic.parse(text).map(\.line) == [1, 2])
    }
}
