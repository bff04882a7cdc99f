import Foundation

/// The code regions gathered from several Swift files: where a narrative's `{{code NAME}}` finds its
/// code. A name belongs to one region only, whichever file it is in.
package struct CodeRegionIndex {
    /// Each region's text, by name.
    package private(set) var regions: [String: String] = [:]
    /// The region names, in the order the files were read and then the order they start in each.
    package private(set) var names: [String] = []

    /// An index with no region.
    package init() {}

    /// The regions of the Swift files `files`, read in that order. Only a file that holds a
    /// `// @code` marker is parsed.
    package init(files: [URL]) throws(LessonSourceError) {
        let marker = Data("// @code".utf8)
        for url in files {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw .unreadable(path: url.path, reason: "the file is missing or can't be read")
            }
            guard data.range(of: marker) != nil else { continue }
            let found = try CodeRegions(source: String(decoding: data, as: UTF8.self), file: url.path)
            for name in found.names {
                guard regions[name] == nil, let text = found.regions[name] else {
                    throw .duplicateRegion(name: name, file: url.path, line: found.lines[name] ?? 0)
                }
                regions[name] = text
                names.append(name)
            }
        }
    }
}
