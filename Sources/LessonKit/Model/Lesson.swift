import Foundation

/// A lesson: an id, a title and a one-line summary in both languages, and the scenes it runs.
///
/// Its code is read from the folder of its Swift file (`sourceFile`, the lesson's `#filePath`), and
/// its narrative (`ko.md` and `en.md`) from `narrativeFolder`, which the catalogue sets to
/// `<narratives>/<id>` (see `LessonSources`). In the narrative, `{{code NAME}}` shows a code region of
/// the lesson's Swift files, and `{{scene NAME}}` what a scene did.
public struct Lesson {
    /// The id the CLI takes: `custom-binder`.
    public let id: String
    /// The title, in both languages.
    public let title: Localized
    /// One line on what the lesson teaches, in both languages.
    public let summary: Localized
    /// The scenes, in the order they run.
    public let scenes: [Scene]
    /// The path of the Swift file that declares the lesson (its `#filePath`).
    public let sourceFile: String
    /// The folder of the narrative: the catalogue's narrative folder for this id, or, for a lesson in no
    /// catalogue, the folder of `sourceFile`.
    public internal(set) var narrativeFolder: URL

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

/// One run of a lesson in virtual time: a script that sets up objects and bindings on a `Stage`,
/// schedules what the user does, and states what the streams should look like.
public struct Scene {
    /// The name the narrative uses for it: `{{scene NAME}}`.
    public let id: String
    /// The script. It runs at virtual time 0; the scheduler then runs everything it scheduled.
    public let script: (Stage) throws -> Void

    public init(_ id: String, script: @escaping (Stage) throws -> Void) {
        self.id = id
        self.script = script
    }
}
