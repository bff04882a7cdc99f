import LessonKit

/// A command of the table with what it was given: its operand and the values of its options. It has
/// been checked against the table: the command exists, its operand and required options are there,
/// and every option is one it accepts, with a value it takes.
package struct Invocation: Equatable, Sendable {
    /// The command's name: `run`.
    package var command: String
    /// The operand: a lesson id, a help topic.
    package var operand: String?
    /// The value of each option given (the last one, when it was given twice); a flag's is "".
    package var options: [String: String]

    package init(_ command: String, _ operand: String? = nil, options: [String: String] = [:]) {
        self.command = command
        self.operand = operand
        self.options = options
    }

    /// The language `--lang` asks for, if it was given.
    package var language: Language? {
        options[OptionSpec.language.name].flatMap { Language(rawValue: $0.lowercased()) }
    }

    /// Whether `--no-color` was given.
    package var noColor: Bool {
        options[OptionSpec.noColor.name] != nil
    }

    /// Whether `--whole-chain` was given.
    package var wholeChain: Bool {
        options[OptionSpec.wholeChain.name] != nil
    }

    /// Whether `--write` was given.
    package var write: Bool {
        options[OptionSpec.write.name] != nil
    }

    /// The value of `--html`, if it was given.
    package var html: String? {
        options[OptionSpec.html.name]
    }

    /// The value of `--scene`, if it was given.
    package var scene: String? {
        options[OptionSpec.scene.name]
    }

    /// The port `--port` asks for, if it was given (checked: 1 to 65535).
    package var port: UInt16? {
        options[OptionSpec.port.name].flatMap { UInt16($0) }
    }

    /// Whether `--open` was given.
    package var open: Bool {
        options[OptionSpec.open.name] != nil
    }

    /// The value of `--page`, if it was given.
    package var page: String? {
        options[OptionSpec.page.name]
    }

    /// The value of `--out`, if it was given.
    package var out: String? {
        options[OptionSpec.out.name]
    }
}
