import Foundation

/// The files of a lesson, read from its folder: the narratives (`ko.md`, `en.md`) and the code regions
/// of its Swift files.
///
/// The folder is the one holding the lesson's Swift file (`Lesson.sourceFile`, its `#filePath`): the
/// lessons read their text and code from the repository they were built from.
public struct LessonSources {
    /// The lesson's folder.
    public let folder: URL
    /// The narrative, by language.
    public let narratives: [Language: String]
    /// The code regions of every Swift file in the folder.
    public let regions: [String: String]
    /// The names of the regions, in file-name order and then the order they appear.
    public let regionNames: [String]

    /// Reads the files of `lesson`.
    public init(_ lesson: Lesson) throws {
        let folder = URL(fileURLWithPath: lesson.sourceFile).deletingLastPathComponent()
        self.folder = folder
        var narratives: [Language: String] = [:]
        for language in Language.allCases {
            narratives[language] = try Self.read(folder.appendingPathComponent("\(language.rawValue).md"))
        }
        self.narratives = narratives
        let swiftFiles: [String]
        do {
            swiftFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
        } catch {
            throw LessonSourceError.unreadable(path: folder.path, reason: error.localizedDescription)
        }
        var regions: [String: String] = [:]
        var names: [String] = []
        for file in swiftFiles {
            let url = folder.appendingPathComponent(file)
            let found = try CodeRegions(source: try Self.read(url), file: url.path)
            for name in found.names {
                guard regions[name] == nil, let text = found.regions[name] else {
                    throw LessonSourceError.duplicateRegion(name: name, file: url.path, line: 0)
                }
                regions[name] = text
                names.append(name)
            }
        }
        self.regions = regions
        regionNames = names
    }

    /// The narrative in `language`.
    public func narrative(_ language: Language) -> String {
        narratives[language] ?? ""
    }

    private static func read(_ url: URL) throws -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw LessonSourceError.unreadable(path: url.path, reason: "the file is missing or not UTF-8")
        }
    }
}
