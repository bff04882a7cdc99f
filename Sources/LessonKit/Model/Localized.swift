/// A text in both languages of the sandbox: Korean, which most learners read, and English.
public struct Localized: Equatable, Sendable {
    package var ko: String
    package var en: String

    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    /// The text in `language`.
    package subscript(language: Language) -> String {
        switch language {
        case .ko: return ko
        case .en: return en
        }
    }
}
