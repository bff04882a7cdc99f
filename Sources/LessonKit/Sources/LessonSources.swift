import Foundation

/// The files of a lesson: its narratives (`ko.md`, `en.md` in `Lesson.narrativeFolder`) and the code
/// regions of the Swift files in its folder (the folder of `Lesson.sourceFile`, its `#filePath`) and of
/// the package's library (`Sources/`, where a region shows how the sandbox implements, say, `Binder`):
/// the lessons read their text and code from the repository they were built from.
public struct LessonSources {
    /// The lesson's folder.
    public let folder: URL
    /// The narrative, by language.
    public let narratives: [Language: String]
    /// The code regions of every Swift file in the folder and in the package's `Sources/`.
    public let regions: [String: String]
    /// The names of the regions, in file-name order and then the order they appear.
    public let regionNames: [String]

    /// Reads the files of `lesson`.
    public init(_ lesson: Lesson) throws {
        let folder = URL(fileURLWithPath: lesson.sourceFile).deletingLastPathComponent()
        self.folder = folder
        narratives = try Self.narratives(in: lesson.narrativeFolder)
        let swiftFiles: [String]
        do {
            swiftFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
        } catch {
            throw LessonSourceError.unreadable(path: folder.path, reason: error.localizedDescription)
        }
        // The lesson's files, then the library's own code (RxCocoaSim's `Binder` and `drive`…), for
        // narratives that show how the sandbox implements what a lesson uses. Only files with a
        // `// @code` marker are read as text.
        let files =
            swiftFiles.map { folder.appendingPathComponent($0) } + (try Self.librarySwiftFiles(near: folder))
        let marker = Data("// @code".utf8)
        var regions: [String: String] = [:]
        var names: [String] = []
        for url in files {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw LessonSourceError.unreadable(path: url.path, reason: "the file can't be read")
            }
            guard data.range(of: marker) != nil else { continue }
            let found = try CodeRegions(source: String(decoding: data, as: UTF8.self), file: url.path)
            for name in found.names {
                guard regions[name] == nil, let text = found.regions[name] else {
                    throw LessonSourceError.duplicateRegion(
                        name: name, file: url.path, line: found.lines[name] ?? 0)
                }
                regions[name] = text
                names.append(name)
            }
        }
        self.regions = regions
        regionNames = names
    }

    /// The Swift files under `Sources/` of the package that holds `folder` (found by walking up to the
    /// folder with `Package.swift`), in path order; none if there is no such package.
    static func librarySwiftFiles(near folder: URL) throws -> [URL] {
        var root = folder
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            let parent = root.deletingLastPathComponent()
            guard parent.path != root.path else { return [] }
            root = parent
        }
        let sources = root.appendingPathComponent("Sources")
        let paths = FileManager.default.subpaths(atPath: sources.path) ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0) }
    }

    /// The narratives in `folder` (`ko.md`, `en.md`).
    static func narratives(in folder: URL) throws -> [Language: String] {
        var narratives: [Language: String] = [:]
        for language in Language.allCases {
            narratives[language] = try read(folder.appendingPathComponent("\(language.rawValue).md"))
        }
        return narratives
    }

    /// The narrative in `language`.
    public func narrative(_ language: Language) -> String {
        narratives[language] ?? ""
    }

    static func read(_ url: URL) throws -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw LessonSourceError.unreadable(path: url.path, reason: "the file is missing or not UTF-8")
        }
    }
}
