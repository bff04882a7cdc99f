import Foundation

/// The code regions gathered from several Swift files: where a narrative's `{{code NAME}}` finds its
/// code. A name belongs to one region only, whichever file it is in.
package struct CodeRegionIndex {
    /// Where a region starts: its file and the line (1-based) of its `// @code` marker.
    package struct Location: Equatable {
        package let file: String
        package let line: Int

        package init(file: String, line: Int) {
            self.file = file
            self.line = line
        }
    }

    /// Each region's text, by name.
    package private(set) var regions: [String: String] = [:]
    /// The region names, in the order the files were read and then the order they start in each.
    package private(set) var names: [String] = []
    /// Where each region starts, by name.
    package private(set) var locations: [String: Location] = [:]

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
            let found = try CodeRegions(utf8: [UInt8](data), file: url.path)
            var index = CodeRegionIndex()
            for name in found.names {
                index.regions[name] = found.regions[name]
                index.names.append(name)
                index.locations[name] = Location(file: url.path, line: found.lines[name] ?? 0)
            }
            self = try merging(index)
        }
    }

    /// The regions of this index, then those of `other`; a name in both is an error that points at the
    /// second region.
    package func merging(_ other: CodeRegionIndex) throws(LessonSourceError) -> CodeRegionIndex {
        var merged = self
        for name in other.names {
            let location = other.locations[name] ?? Location(file: "?", line: 0)
            guard merged.regions[name] == nil else {
                throw .duplicateRegion(name: name, file: location.file, line: location.line)
            }
            merged.regions[name] = other.regions[name]
            merged.names.append(name)
            merged.locations[name] = location
        }
        return merged
    }
}
