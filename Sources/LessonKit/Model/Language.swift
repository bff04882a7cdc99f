/// The languages a lesson is written in: Korean, which most learners read, and English.
package enum Language: String, CaseIterable, Sendable {
    case ko
    case en

    /// The language the environment asks for, by the POSIX order `LC_ALL`, `LC_MESSAGES`, `LANG`:
    /// the first of them that is set and not empty decides; `ko…` is Korean, anything else English.
    package static func from(environment: [String: String]) -> Language {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first {
            !$0.isEmpty
        }
        return setting?.lowercased().hasPrefix("ko") == true ? .ko : .en
    }
}
