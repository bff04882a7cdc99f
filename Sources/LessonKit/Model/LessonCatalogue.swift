import Foundation

/// The lessons in teaching order, looked up by id, and the site's other pages.
public struct LessonCatalogue {
    /// Every lesson, in the order a learner should take them.
    public let lessons: [Lesson]
    /// The site's other pages, in the order its menu lists them.
    public let pages: [ReferencePage]

    /// A catalogue of `lessons`, in that order, and of the site's other `pages`, whose narratives are in
    /// `narratives/<id>/` (`ko.md`, `en.md`). Ids must be unique.
    public init(_ lessons: [Lesson], pages: [ReferencePage] = [], narratives: URL? = nil) {
        self.lessons = lessons.map { lesson in
            var lesson = lesson
            if let narratives { lesson.narrativeFolder = narratives.appendingPathComponent(lesson.id) }
            return lesson
        }
        self.pages = pages.map { page in
            var page = page
            page.narrativeFolder = narratives?.appendingPathComponent(page.id)
            return page
        }
    }

    /// The lesson with `id`, if there is one.
    public func lesson(id: String) -> Lesson? {
        lessons.first { $0.id == id }
    }
}
