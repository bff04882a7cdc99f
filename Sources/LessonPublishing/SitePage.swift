import LessonKit

/// A page of the site, and where it is: the one place every path and link of the site derives from.
///
/// The layout: `index.html` at the root (both languages' lists); for each language a folder (`ko/`,
/// `en/`) holding its index, a page per lesson and per reference page (`<id>.html`: the catalogue keeps
/// their ids apart) and per exercise (`exercise-<id>.html`, apart from the lessons', which may share an
/// id with an exercise); the shared files in `assets/`.
package enum SitePage: Hashable, Sendable {
    /// The root's `index.html`, in both languages.
    case home
    /// A language's index of lessons, exercises and reference pages.
    case index
    /// The page of the lesson with this id.
    case lesson(String)
    /// The reference page with this id.
    case reference(String)
    /// The page of the exercise with this id.
    case exercise(String)

    /// The page's file name in its language's folder (the root's, for `home`): the link to it from a
    /// page of the same folder.
    package var fileName: String {
        switch self {
        case .home, .index: return "index.html"
        case .lesson(let id), .reference(let id): return "\(id).html"
        case .exercise(let id): return "exercise-\(id).html"
        }
    }

    /// The page's path from the site's root, in `language` (`ko/binder.html`; `index.html` for `home`).
    package func path(in language: Language) -> String {
        self == .home ? fileName : "\(SitePage.folder(of: language))/\(fileName)"
    }

    /// The folder of `language`'s pages: `ko`, `en`.
    package static func folder(of language: Language) -> String {
        language.rawValue
    }

    /// The page at `path` (`ko/binder.html`, `en/exercise-label-binder.html`) and its language, if
    /// `path` is a lesson's or an exercise's page of a language folder; `nil` for any other path.
    /// (A lesson's page and a reference page have the same form: `lesson` stands for both.)
    package static func lessonOrExercise(at path: String) -> (page: SitePage, language: Language)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let language = Language(rawValue: String(parts[0])),
            parts[1].hasSuffix(".html"), parts[1] != "index.html"
        else { return nil }
        let name = String(parts[1].dropLast(".html".count))
        guard !name.isEmpty else { return nil }
        let exercise = "exercise-"
        if name.hasPrefix(exercise), name.count > exercise.count {
            return (.exercise(String(name.dropFirst(exercise.count))), language)
        }
        return (.lesson(name), language)
    }

    /// The shared files' folder, seen from a language's folder.
    package static let assetsFromLanguageFolder = "../assets/"
    /// The shared files' folder, seen from the root.
    package static let assetsFromRoot = "assets/"
}
