import LessonKit

/// An option of `lessons`: its name, the value it takes, and how that value is checked.
///
/// A flag takes no value (`--no-color`); any other option takes one, as `--lang ko` or `--lang=ko`.
struct OptionSpec: Sendable {
    /// The option as it is written: `--lang`.
    let name: String
    /// What its value is called in the help (`ko|en`, `FILE`), or nil for a flag.
    let placeholder: String?
    /// The message for a value it is given without taking one, or a value it needs and lacks.
    let valueProblem: String
    /// The message for a value it refuses, or nil when it takes the value.
    let refusal: @Sendable (String) -> String?

    /// How the help and usage lines write the option: `--lang ko|en`, `--no-color`.
    var usage: String {
        placeholder.map { "\(name) \($0)" } ?? name
    }

    /// Whether the option takes a value.
    var takesValue: Bool {
        placeholder != nil
    }

    /// What the help says of `--lang`'s default, under the option's own line.
    static let languageDefault = "(default: from LC_ALL, LC_MESSAGES or LANG)"

    static let language = OptionSpec(
        name: "--lang", placeholder: "ko|en", valueProblem: "--lang needs a language: ko or en",
        refusal: { Language(rawValue: $0.lowercased()) == nil ? "--lang must be ko or en, not '\($0)'" : nil }
    )
    static let noColor = OptionSpec(
        name: "--no-color", placeholder: nil, valueProblem: "--no-color takes no value", refusal: { _ in nil }
    )
    static let html = OptionSpec(
        name: "--html", placeholder: "FILE", valueProblem: "--html needs a file path", refusal: { _ in nil })
    static let out = OptionSpec(
        name: "--out", placeholder: "DIR", valueProblem: "--out needs a directory path", refusal: { _ in nil }
    )
}
