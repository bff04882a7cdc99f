import Foundation

/// A lesson: an id, a title and a one-line summary in both languages, and the scenes it runs.
///
/// Its code is read from the folder of its Swift file (`sourceFile`, the lesson's `#filePath`), and
/// its narrative (`ko.md` and `en.md`) from `narrativeFolder`, which the catalogue sets to
/// `<narratives>/<id>`. In the narrative, `{{code NAME}}` shows a code region of the lesson's Swift
/// files (or of the library files the catalogue lists), and `{{scene NAME}}` what a scene did.
public struct Lesson {
    /// The id the command line takes: `custom-binder`.
    package let id: String
    /// The title, in both languages.
    package let title: Localized
    /// One line on what the lesson teaches, in both languages.
    package let summary: Localized
    /// The scenes, in the order they run.
    package let scenes: [Scene]
    /// The path of the Swift file that declares the lesson (its `#filePath`).
    package let sourceFile: String
    /// The folder of the narrative: the catalogue's narrative folder for this id, or, for a lesson in no
    /// catalogue, the folder of `sourceFile`.
    package internal(set) var narrativeFolder: URL

    public init(
        id: String, title: Localized, summary: Localized, sourceFile: String = #filePath, scenes: [Scene]
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.sourceFile = sourceFile
        self.scenes = scenes
        narrativeFolder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
    }
}
