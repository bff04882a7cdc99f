import LessonKit
import TextSupport

/// The links every page of the site has, derived from its layout (`SitePage`): the navigation bar
/// (home, the reference pages, the same page in the other language) and what a code span naming
/// another page links to.
struct SiteNavigation {
    var catalogue: LessonCatalogue

    /// The navigation bar of `current`, a page of `language`: home, the reference pages, and the same
    /// page in the other language.
    func bar(_ language: Language, current: SitePage) -> String {
        let other: Language = language == .ko ? .en : .ko
        var links = ["<a class=\"home\" href=\"\(SitePage.index.fileName)\">RxSandbox</a>"]
        links += catalogue.pages.map {
            "<a href=\"\(escape(SitePage.reference($0.id).fileName))\">\(escape($0.title[language]))</a>"
        }
        links.append(
            "<a href=\"../\(escape(current.path(in: other)))\" hreflang=\"\(other.rawValue)\" lang=\"\(other.rawValue)\">"
                + "\(escape(Self.languageName[other]))</a>")
        return links.joined(separator: " ")
    }

    /// What a code span naming another page links to, from the page `current` (pages of one language
    /// are in one folder): every lesson, operator family and reference page, by id, but `current` itself.
    func pageLinks(from current: SitePage?) -> [String: String] {
        let pages =
            catalogue.allLessons.map { SitePage.lesson($0.id) }
            + catalogue.pages.map { SitePage.reference($0.id) }
        return Dictionary(
            uniqueKeysWithValues: pages.filter { $0 != current }.compactMap { page in
                switch page {
                case .lesson(let id), .reference(let id): return (id, page.fileName)
                case .home, .index, .exercise: return nil
                }
            })
    }

    /// Each language's name, in itself.
    static let languageName = Localized(ko: "한국어", en: "English")

    private func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }
}
