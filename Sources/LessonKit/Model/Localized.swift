/// A text in both languages of the sandbox: Korean, which most learners read, and English. A string
/// literal is the same text in both (a name, a value, code).
public struct Localized: Equatable, Sendable, ExpressibleByStringLiteral {
    package var ko: String
    package var en: String

    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    public init(stringLiteral text: String) {
        self.init(ko: text, en: text)
    }

    /// The text in `language`.
    package subscript(language: Language) -> String {
        switch language {
        case .ko: return ko
        case .en: return en
        }
    }
}
