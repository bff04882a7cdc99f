import Foundation
import LessonKit
import Markdown

/// A page's narratives read and parsed, with the code regions the page may show: all of a narrative
/// that does not need the lesson's run, so it can be made while the lesson runs. `Narrative` resolves
/// it with the scenes that ran.
package struct NarrativeSource {
    /// How messages name the page: `lesson custom-binder`, `page marble-syntax`.
    package let page: String
    /// Each language's narrative, parsed (only the languages that were read).
    package let documents: [Language: MarkdownDocument]
    /// The code regions `{{code NAME}}` may show.
    package let regions: CodeRegionIndex

    /// A source of narratives already parsed, by language.
    package init(page: String, documents: [Language: MarkdownDocument], regions: CodeRegionIndex) {
        self.page = page
        self.documents = documents
        self.regions = regions
    }

    /// Parses `texts`, the narratives that were read, by language.
    package init(page: String, texts: [Language: String], regions: CodeRegionIndex) {
        self.page = page
        documents = texts.mapValues { MarkdownDocument(parsing: $0) }
        self.regions = regions
    }

    /// The source of `lesson`'s narrative in `languages`, read from its files: its narratives and its
    /// code regions, and those of the `library`.
    package init(lesson: Lesson, library: CodeRegionIndex, languages: [Language] = Language.allCases)
        throws(LessonSourceError)
    {
        let files = try LessonFiles(lesson, library: library, languages: languages)
        self.init(page: "lesson \(lesson.id)", texts: files.narratives, regions: files.regions)
    }

    /// The source of a reference page's narrative, which shows no code.
    package init(page: ReferencePage) throws(LessonSourceError) {
        guard let folder = page.narrativeFolder else { throw .noNarrativeFolder(page: page.id) }
        self.init(
            page: "page \(page.id)", texts: try LessonFiles.narratives(in: folder, title: page.title),
            regions: CodeRegionIndex()
        )
    }
}
