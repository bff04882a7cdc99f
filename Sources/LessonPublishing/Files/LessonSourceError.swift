import LessonKit

/// What can be wrong with a lesson's files: each case says where, and its description what to do.
package enum LessonSourceError: Error, Equatable, CustomStringConvertible {
    /// The lesson's folder, or a file in it, can't be read.
    case unreadable(path: String, reason: String)
    /// A `// @code` line without a single-word name.
    case malformedMarker(file: String, line: Int, text: String)
    /// Two regions with one name.
    case duplicateRegion(name: String, file: String, line: Int)
    /// A `// @end` with no region open.
    case unmatchedEnd(file: String, line: Int)
    /// A region never ended.
    case unclosedRegion(name: String, file: String, line: Int)
    /// The narrative shows a region that no Swift file of the lesson, nor of the catalogue's library
    /// code, has.
    case unknownRegion(name: String, lesson: String, known: [String])
    /// The narrative shows a scene the lesson does not have.
    case unknownScene(name: String, lesson: String, known: [String])
    /// A directive the narrative can't have.
    case unknownDirective(name: String, lesson: String)
    /// A `{{marbles DIAGRAM}}` whose diagram does not parse.
    case invalidDiagram(page: String, reason: String)
    /// A reference page of a catalogue made without a narrative folder.
    case noNarrativeFolder(page: String)

    /// The description in `language`. Only `unreadable`, which a learner meets (running the lessons
    /// outside a clone), is told in Korean; the others are problems in the files a lesson's authors
    /// write, told in English.
    package func description(in language: Language) -> String {
        switch (self, language) {
        case (.unreadable(let path, let reason), .ko):
            return "읽을 수 없습니다: \(path) (\(reason)). 레슨은 실행할 때 저장소에서 레슨의 글과 코드를 "
                + "읽습니다: 클론한 저장소에서 실행해야 합니다(`swift run lessons …`)."
        default:
            return description
        }
    }

    package var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "can't read \(path): \(reason). The lessons read their narrative and code from the "
                + "repository at run time: run them from a clone (`swift run lessons …`)."
        case .malformedMarker(let file, let line, let text):
            return "\(file):\(line): `\(text)` should be `// @code NAME`, with a one-word name"
        case .duplicateRegion(let name, let file, let line):
            return "\(file):\(line): a second code region named `\(name)`: give each region its own name"
        case .unmatchedEnd(let file, let line):
            return "\(file):\(line): `// @end` closes no region: remove it or add `// @code NAME` above"
        case .unclosedRegion(let name, let file, let line):
            return "\(file):\(line): the code region `\(name)` never ends: add `// @end` after its code"
        case .unknownRegion(let name, let lesson, let known):
            return
                "\(lesson): the narrative shows `{{code \(name)}}`, but no Swift file of the lesson has "
                + "that region (it has: \(known.joined(separator: ", "))); the library's regions are read "
                + "only from the files the catalogue's `libraryCode` lists"
        case .unknownScene(let name, let lesson, let known):
            return
                "\(lesson): the narrative shows `{{scene \(name)}}`, but the lesson has no such scene "
                + "(it has: \(known.joined(separator: ", ")))"
        case .unknownDirective(let name, let lesson):
            return
                "\(lesson): the narrative has `{{\(name) …}}`; the directives are `{{code NAME}}`, "
                + "`{{scene NAME}}` and `{{marbles DIAGRAM}}`"
        case .invalidDiagram(let page, let reason):
            return "\(page): a `{{marbles …}}` diagram does not parse:\n\(reason)"
        case .noNarrativeFolder(let page):
            return
                "page \(page): the catalogue was made without a narrative folder (`LessonCatalogue(_:pages:narratives:)`)"
        }
    }
}
