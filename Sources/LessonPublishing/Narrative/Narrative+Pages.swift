import Foundation
import LessonKit

extension Narrative {
    /// The narrative of the lesson whose run `report` is, in `languages`: read from the lesson's files
    /// (its code regions, and those of the `library`) and resolved with that run.
    ///
    /// - Throws: the `LessonSourceError` of a file that can't be read, or the `NarrativeError` of
    ///   directives that name nothing.
    package init(
        lesson report: LessonReport, library: CodeRegionIndex, languages: [Language] = Language.allCases
    ) throws {
        let files = try LessonFiles(report.lesson, library: library)
        try self.init(
            page: "lesson \(report.lesson.id)", texts: files.narratives, regions: files.regions,
            scenes: report.scenes, languages: languages)
    }

    /// The narrative of a reference page, which shows no code and no scene.
    ///
    /// - Throws: like `init(lesson:library:languages:)`.
    package init(page: ReferencePage) throws {
        guard let folder = page.narrativeFolder else {
            throw LessonSourceError.unreadable(
                path: "page \(page.id)", reason: "the catalogue was made without a narrative folder")
        }
        try self.init(
            page: "page \(page.id)", texts: LessonFiles.narratives(in: folder), regions: CodeRegionIndex(),
            scenes: [])
    }
}
