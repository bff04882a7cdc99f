import LessonKit
import Markdown
import TextSupport

/// The links that take a reader around a page and on to the next: a long page's table of contents,
/// and a lesson page's links to the lessons before and after it. Every word is in the page's language.
enum PageNavigation {
    /// How many sections (`##` headings) make a page long enough for a table of contents.
    static let sectionsForContents = 3

    /// The table of contents of a page whose headings are `headings`: a `<nav class="toc">` with a
    /// link to each level-2 heading's `id`, in order, named for assistive technology by its
    /// `aria-label`. Empty when the page has fewer than `sectionsForContents` sections.
    static func tableOfContents(_ headings: [HTMLMarkdownRenderer.Heading], language: Language) -> String {
        let sections = headings.filter { $0.level == 2 }
        guard sections.count >= sectionsForContents else { return "" }
        let label = MarkupEscaping.escape(contentsWord[language])
        let items = sections.map { "<li><a href=\"#\(MarkupEscaping.escape($0.id))\">\($0.html)</a></li>" }
        return """
            <nav class="toc" aria-label="\(label)">
            <p class="toc-title" aria-hidden="true">\(label)</p>
            <ol>
            \(items.joined(separator: "\n"))
            </ol>
            </nav>
            """
    }

    /// The links of a lesson page to the lesson before it (`rel="prev"`) and the one after it
    /// (`rel="next"`), each with its title; the last lesson links to the index of the lessons instead.
    /// The lessons' pages are in the same folder.
    static func pager(previous: Lesson?, next: Lesson?, language: Language) -> String {
        var links: [String] = []
        if let previous {
            links.append(
                link(
                    rel: "prev", href: SitePage.lesson(previous.id).fileName,
                    label: "<span aria-hidden=\"true\">← </span>"
                        + MarkupEscaping.escape(previousWord[language]), title: previous.title[language]))
        }
        if let next {
            links.append(
                link(
                    rel: "next", href: SitePage.lesson(next.id).fileName,
                    label: MarkupEscaping.escape(nextWord[language]) + "<span aria-hidden=\"true\"> →</span>",
                    title: next.title[language]))
        } else {
            links.append(
                link(
                    rel: nil, href: SitePage.index.fileName, label: MarkupEscaping.escape(lastWord[language]),
                    title: allLessonsWord[language]))
        }
        return """
            <nav class="pager" aria-label="\(MarkupEscaping.escape(pagerWord[language]))">
            \(links.joined(separator: "\n"))
            </nav>
            """
    }

    private static func link(rel: String?, href: String, label: String, title: String) -> String {
        let rel = rel.map { " rel=\"\($0)\"" } ?? ""
        return "<a\(rel) href=\"\(MarkupEscaping.escape(href))\"><span class=\"pager-label\">\(label)</span>"
            + "<span class=\"pager-title\">\(MarkupEscaping.escape(title))</span></a>"
    }

    /// The title of a heading's link to itself.
    static let anchorWord = Localized(ko: "이 부분의 링크", en: "Link to this section")

    private static let contentsWord = Localized(ko: "이 페이지의 내용", en: "On this page")
    private static let pagerWord = Localized(ko: "이전 레슨과 다음 레슨", en: "Previous and next lesson")
    private static let previousWord = Localized(ko: "이전 레슨", en: "Previous lesson")
    private static let nextWord = Localized(ko: "다음 레슨", en: "Next lesson")
    private static let lastWord = Localized(ko: "마지막 레슨이었습니다", en: "That was the last lesson")
    private static let allLessonsWord = Localized(ko: "전체 레슨 목록", en: "All lessons")
}
