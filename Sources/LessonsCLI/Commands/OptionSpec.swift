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
    let valueProblem: Localized
    /// The message for a value it refuses, or nil when it takes the value.
    let refusal: @Sendable (String) -> Localized?

    /// How the help and usage lines write the option: `--lang ko|en`, `--no-color`.
    var usage: String {
        placeholder.map { "\(name) \($0)" } ?? name
    }

    /// Whether the option takes a value.
    var takesValue: Bool {
        placeholder != nil
    }

    /// What the help says of `--lang`'s default, under the option's own line.
    static let languageDefault = Localized(
        ko: "(기본값: LC_ALL, LC_MESSAGES, LANG에서 정합니다)", en: "(default: from LC_ALL, LC_MESSAGES or LANG)")

    static let language = OptionSpec(
        name: "--lang", placeholder: "ko|en",
        valueProblem: Localized(
            ko: "--lang에는 언어를 주어야 합니다: ko 또는 en", en: "--lang needs a language: ko or en"),
        refusal: { value in
            Language(rawValue: value.lowercased()) == nil
                ? Localized(
                    ko: "--lang의 값은 ko 또는 en이어야 합니다. 받은 값: '\(value)'",
                    en: "--lang must be ko or en, not '\(value)'")
                : nil
        })
    static let noColor = OptionSpec(
        name: "--no-color", placeholder: nil,
        valueProblem: Localized(ko: "--no-color에는 값을 줄 수 없습니다", en: "--no-color takes no value"),
        refusal: { _ in nil })
    static let wholeChain = OptionSpec(
        name: "--whole-chain", placeholder: nil,
        valueProblem: Localized(ko: "--whole-chain에는 값을 줄 수 없습니다", en: "--whole-chain takes no value"),
        refusal: { _ in nil })
    static let html = OptionSpec(
        name: "--html", placeholder: "FILE",
        valueProblem: Localized(ko: "--html에는 파일 경로를 주어야 합니다", en: "--html needs a file path"),
        refusal: { _ in nil })
    static let scene = OptionSpec(
        name: "--scene", placeholder: "NAME",
        valueProblem: Localized(ko: "--scene에는 장면 이름을 주어야 합니다", en: "--scene needs a scene name"),
        refusal: { _ in nil })
    static let write = OptionSpec(
        name: "--write", placeholder: nil,
        valueProblem: Localized(ko: "--write에는 값을 줄 수 없습니다", en: "--write takes no value"),
        refusal: { _ in nil })
    static let port = OptionSpec(
        name: "--port", placeholder: "N",
        valueProblem: Localized(ko: "--port에는 포트 번호를 주어야 합니다", en: "--port needs a port number"),
        refusal: { value in
            UInt16(value).map { $0 > 0 } == true
                ? nil
                : Localized(
                    ko: "--port의 값은 1부터 65535까지의 수여야 합니다. 받은 값: '\(value)'",
                    en: "--port must be a number from 1 to 65535, not '\(value)'")
        })
    static let open = OptionSpec(
        name: "--open", placeholder: nil,
        valueProblem: Localized(ko: "--open에는 값을 줄 수 없습니다", en: "--open takes no value"),
        refusal: { _ in nil })
    static let page = OptionSpec(
        name: "--page", placeholder: "PATH",
        valueProblem: Localized(
            ko: "--page에는 페이지의 경로를 주어야 합니다(ko/playground.html 같은)",
            en: "--page needs a page's path (like ko/playground.html)"),
        refusal: { _ in nil })
    static let out = OptionSpec(
        name: "--out", placeholder: "DIR",
        valueProblem: Localized(ko: "--out에는 디렉터리 경로를 주어야 합니다", en: "--out needs a directory path"),
        refusal: { _ in nil })
}
