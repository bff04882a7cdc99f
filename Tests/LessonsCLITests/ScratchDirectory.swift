import Foundation

/// A new, empty directory under the system's temporary directory, with a unique name, for one test.
struct ScratchDirectory {
    let url: URL

    /// The directory's path.
    var path: String { url.path }

    init() throws {
        let name = "lessonkit-cli-\(UUID().uuidString)"
        url = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    /// The path of `relativePath` inside the directory.
    func path(_ relativePath: String) -> String {
        url.appendingPathComponent(relativePath).path
    }

    /// The names in `relativePath` (the directory itself by default), hidden ones included, sorted.
    func names(in relativePath: String = "") throws -> [String] {
        let directory = relativePath.isEmpty ? path : path(relativePath)
        return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    /// Writes `text` to `relativePath`, creating the directories on the way.
    func create(_ relativePath: String, containing text: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The text of the file at `relativePath`.
    func text(of relativePath: String) throws -> String {
        try String(contentsOfFile: path(relativePath), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a new scratch directory, and removes the directory afterwards, even if `body` throws.
func withScratchDirectory(_ body: (ScratchDirectory) throws -> Void) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try body(scratch)
}
