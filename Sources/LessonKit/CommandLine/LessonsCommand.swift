/// What one invocation of `lessons` asks for, once its arguments are parsed.
///
/// A value of this type has been checked: a `run` has an id, a `site` has an output directory, a `help`
/// topic is a command's name. Parse one with `LessonsCommand.parse(_:)`.
public enum LessonsCommand: Equatable, Sendable {
    /// `lessons list`: print the lessons, with their ids and titles.
    case list(OutputOptions)
    /// `lessons run <id>`: run one lesson; with `--html FILE`, also write its report as an HTML page.
    case run(id: String, html: String?, OutputOptions)
    /// `lessons check [<id>]`: run the checks of one lesson, or of every lesson when `id` is nil.
    case check(id: String?, OutputOptions)
    /// `lessons site --out DIR`: build the static site of every lesson into `out`.
    case site(out: String)
    /// `lessons help [<command>]`, `--help`, `-h`: the general help (`topic` nil) or a command's help.
    case help(topic: String?)
    /// `lessons --version`.
    case version

    /// The names of the commands, in the order the help lists them.
    public static let names = ["list", "run", "check", "site", "help"]
}

/// How a command presents its output: `--lang` and `--no-color`.
///
/// `language` is nil when no `--lang` was given; the environment decides then (see `language(in:)`).
/// `noColor` is true when `--no-color` was given; other reasons to go without colour are
/// `ColorDecision`'s business.
public struct OutputOptions: Equatable, Sendable {
    public var language: Language?
    public var noColor: Bool

    public init(language: Language? = nil, noColor: Bool = false) {
        self.language = language
        self.noColor = noColor
    }

    /// The language to use: the one `--lang` gave, else the one `environment` asks for.
    public func language(in environment: [String: String]) -> Language {
        language ?? Language.from(environment: environment)
    }
}
