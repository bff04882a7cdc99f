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
        try self.init(
            NarrativeSource(lesson: report.lesson, library: library, languages: languages),
            scenes: report.scenes)
    }

    /// The narrative of a reference page, which shows no code and no scene.
    ///
    /// - Throws: like `init(lesson:library:languages:)`.
    package init(page: ReferencePage) throws {
        try self.init(NarrativeSource(page: page), scenes: [])
    }
}
