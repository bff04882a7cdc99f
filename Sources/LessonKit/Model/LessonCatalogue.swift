import Foundation

/// The lessons in teaching order, looked up by id, the site's other pages, and where their texts are:
/// the narratives' folder, and the library files whose code the narratives may show.
public struct LessonCatalogue {
    /// Every lesson, in the order a learner should take them.
    package let lessons: [Lesson]
    /// The operator reference: a page per family of operators (creation, transforming…), each a lesson
    /// whose scenes draw one operator each, outside the teaching order.
    package let operatorFamilies: [Lesson]
    /// The site's other pages, in the order its menu lists them.
    package let pages: [ReferencePage]
    /// The files of the sandbox's own library (`Sources/…`) whose `// @code` regions every lesson's
    /// narrative may show (how the sandbox implements `tap`, `Reactive`…), in the order they are searched.
    /// Only these are read: the lessons never scan the whole library.
    package let libraryCode: [URL]

    /// A catalogue of `lessons`, in that order, and of the site's other `pages`, whose narratives are in
    /// `narratives/<id>/` (`ko.md`, `en.md`), and whose narratives may show the code regions of the
    /// library files `libraryCode`. Ids must be unique.
    /// The families of `operatorReference` are lessons too, listed apart (`operatorFamilies`).
    public init(
        _ lessons: [Lesson], operatorReference: [Lesson] = [], pages: [ReferencePage] = [],
        narratives: URL? = nil, libraryCode: [URL] = []
    ) {
        self.libraryCode = libraryCode
        func placed(_ lesson: Lesson) -> Lesson {
            var lesson = lesson
            if let narratives { lesson.narrativeFolder = narratives.appendingPathComponent(lesson.id) }
            return lesson
        }
        self.lessons = lessons.map(placed)
        operatorFamilies = operatorReference.map(placed)
        self.pages = pages.map { page in
            var page = page
            page.narrativeFolder = narratives?.appendingPathComponent(page.id)
            return page
        }
    }

    /// Every lesson that runs: the lessons in teaching order, then the operator reference's families.
    package var allLessons: [Lesson] {
        lessons + operatorFamilies
    }

    /// The lesson (or operator family) with `id`, if there is one.
    package func lesson(id: String) -> Lesson? {
        allLessons.first { $0.id == id }
    }

    /// The family of the operator reference that draws the operator `name` (RxSwift's name,
    /// `flatMapLatest`, or its scene's id, `flat-map-latest`; or one a scene also draws, `from`), and that
    /// scene's id.
    package func operatorScene(named name: String) -> (family: Lesson, scene: String)? {
        let wanted = Self.sceneID(ofOperator: name)
        for family in operatorFamilies {
            if let scene = family.scenes.first(where: { $0.id == wanted || $0.alsoDraws.contains(wanted) }) {
                return (family, scene.id)
            }
        }
        return nil
    }

    /// The scene id an operator's name is drawn under: its words in lowercase joined by `-`
    /// (`flatMapLatest` is `flat-map-latest`, `take(until:)` is `take-until`; a name already in that
    /// form is kept).
    package static func sceneID(ofOperator name: String) -> String {
        var words: [String] = [""]
        for character in name {
            if !(character.isLetter || character.isNumber) {
                words.append("")
                continue
            }
            if character.isUppercase { words.append("") }
            words[words.count - 1] += character.lowercased()
        }
        return words.filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// The reference page with `id`, if there is one.
    package func page(id: String) -> ReferencePage? {
        pages.first { $0.id == id }
    }

    /// The lessons before and after the lesson with `id`, in teaching order: `nil` before the first
    /// lesson, after the last one, and both for an id that is not a lesson's.
    package func neighbours(of id: String) -> (previous: Lesson?, next: Lesson?) {
        guard let index = lessons.firstIndex(where: { $0.id == id }) else { return (nil, nil) }
        return (
            index > lessons.startIndex ? lessons[index - 1] : nil,
            index + 1 < lessons.endIndex ? lessons[index + 1] : nil
        )
    }

    /// What is wrong with the catalogue's ids, one message each: every lesson and page id, and every
    /// scene id within its lesson, must be a readable name (lowercase letters and digits in words
    /// joined by `-`: it names files and HTML ids), and unique; `index` and `assets` name the site's
    /// own files.
    package var problems: [String] {
        var problems: [String] = []
        var seen: Set<String> = ["index", "assets"]
        for id in allLessons.map(\.id) + pages.map(\.id) {
            if !Self.isReadableName(id) {
                problems.append(
                    "`\(id)` is not a readable id: use lowercase letters and digits, joined by `-`")
            } else if !seen.insert(id).inserted {
                problems.append(
                    "two lessons or pages are named `\(id)` (or it names one of the site's own files)")
            }
        }
        for lesson in allLessons {
            var scenes: Set<String> = []
            for id in lesson.scenes.map(\.id) {
                if !Self.isReadableName(id) {
                    problems.append("lesson \(lesson.id): the scene id `\(id)` is not a readable id")
                } else if !scenes.insert(id).inserted {
                    problems.append("lesson \(lesson.id): two scenes are named `\(id)`")
                }
            }
        }
        // Each operator is drawn once in the reference: `lessons run operators/<name>` must name one scene.
        var drawn: [String: String] = [:]
        for family in operatorFamilies {
            for scene in family.scenes {
                for name in [scene.id] + scene.alsoDraws {
                    guard let other = drawn.updateValue(family.id, forKey: name) else { continue }
                    let families =
                        other == family.id ? "the operator family \(other)" : "\(other) and \(family.id)"
                    problems.append(
                        "`\(name)` is drawn twice in the operator reference (\(families)): "
                            + "`lessons run operators/\(name)` must name one scene")
                }
            }
        }
        return problems
    }

    /// Whether `name` is lowercase ASCII letters and digits in words joined by single `-`.
    package static func isReadableName(_ name: String) -> Bool {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        return !name.isEmpty
            && words.allSatisfy { word in
                !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
            }
    }
}
