/// The languages a lesson is written in: Korean, which most learners read, and English.
public enum Language: String, CaseIterable, Sendable {
    case ko
    case en

    /// The language the environment asks for, by the POSIX order `LC_ALL`, `LC_MESSAGES`, `LANG`:
    /// the first of them that is set and not empty decides; `ko…` is Korean, anything else English.
    public static func from(environment: [String: String]) -> Language {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first {
            !$0.isEmpty
        }
        return setting?.lowercased().hasPrefix("ko") == true ? .ko : .en
    }
}

/// A text in both languages of the sandbox.
public struct Localized: Equatable, Sendable {
    public var ko: String
    public var en: String

    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    /// The text in `language`.
    public subscript(language: Language) -> String {
        switch language {
        case .ko: return ko
        case .en: return en
        }
    }
}
