/// The languages a lesson is written in: Korean, which most learners read, and English.
package enum Language: String, CaseIterable, Sendable {
    case ko
    case en

    /// The language the environment asks for, by the POSIX order `LC_ALL`, `LC_MESSAGES`, `LANG`:
    /// the first of them that is set and not empty decides; `ko…` is Korean, anything else English.
    /// When none is set, the first of `preferredLanguages` (`Locale.preferredLanguages`: on a Mac the
    /// system's languages, which Xcode's Run action and apps started from the Dock pass instead of
    /// `LANG`) that is Korean or English decides; else English.
    package static func from(environment: [String: String], preferredLanguages: [String] = []) -> Language {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first {
            !$0.isEmpty
        }
        if let setting { return setting.lowercased().hasPrefix("ko") ? .ko : .en }
        let preferred = preferredLanguages.lazy.map { $0.lowercased() }.first {
            $0.hasPrefix("ko") || $0.hasPrefix("en")
        }
        return preferred?.hasPrefix("ko") == true ? .ko : .en
    }
}
