import Marbles

extension Language {
    /// The words of a marble mismatch report (`expected`, `actual`, `marbles differ at tick 20`) in this
    /// language: the one place a language picks them.
    package var mismatchWords: MismatchWords {
        switch self {
        case .ko: return .korean
        case .en: return .english
        }
    }

    /// The words drawn into marble diagrams (`time`, `key`, the legend) in this language.
    package var marbleWords: MarbleWords {
        switch self {
        case .ko: return .korean
        case .en: return .english
        }
    }
}
