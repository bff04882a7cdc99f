import Foundation
import LessonKit

/// The files of a lesson: its narratives (`ko.md`, `en.md` in `Lesson.narrativeFolder`) and the code
/// regions it may show — those of the Swift files in its own folder (the folder of its `#filePath`),
/// then those of the library files its catalogue lists (`LessonCatalogue.libraryCode`, where a region
/// shows how the sandbox implements `tap` or `Reactive`; read once for all lessons, as `library`). The
/// lessons read their text and code from the repository they were built from, and only these files
/// of it.
package struct LessonFiles {
    /// The narrative, by language.
    package let narratives: [Language: String]
    /// The code regions the narrative may show.
    package let regions: CodeRegionIndex

    /// Reads the files of `lesson` (its narratives in `languages`), whose narratives may show the
    /// regions of `library` too.
    package init(_ lesson: Lesson, library: CodeRegionIndex, languages: [Language] = Language.allCases)
        throws(LessonSourceError)
    {
        let folder = URL(fileURLWithPath: lesson.sourceFile).deletingLastPathComponent()
        narratives = try Self.narratives(
            in: lesson.narrativeFolder, title: lesson.title, languages: languages)
        let swiftFiles: [String]
        do {
            swiftFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
        } catch {
            // Not the error's own words: Foundation words it differently on a Mac and on Linux.
            throw .unreadable(path: folder.path, reason: "the folder is missing or can't be read")
        }
        regions = try CodeRegionIndex(files: swiftFiles.map { folder.appendingPathComponent($0) })
            .merging(library)
    }

    /// The narratives in `folder` (`ko.md`, `en.md`), in `languages`, each under its heading: `title`,
    /// which lives in Swift only (a narrative file starts with its first paragraph, not a `# title`).
    package static func narratives(
        in folder: URL, title: Localized, languages: [Language] = Language.allCases
    ) throws(LessonSourceError) -> [Language: String] {
        var narratives: [Language: String] = [:]
        for language in languages {
            let url = folder.appendingPathComponent("\(language.rawValue).md")
            do {
                narratives[language] =
                    Self.heading(title[language])
                    + (try String(contentsOf: url, encoding: .utf8))
            } catch {
                throw .unreadable(path: url.path, reason: "the file is missing or not UTF-8")
            }
        }
        return narratives
    }

    /// The Markdown heading a narrative starts with: `title`, its characters that Markdown would read as
    /// markup escaped.
    private static func heading(_ title: String) -> String {
        "# " + title.map { "\\`*_[]<>#!".contains($0) ? "\\\($0)" : String($0) }.joined() + "\n\n"
    }
}
