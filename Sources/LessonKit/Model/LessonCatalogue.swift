/// The lessons in teaching order, looked up by id.
public struct LessonCatalogue {
    /// Every lesson, in the order a learner should take them.
    public let lessons: [Lesson]

    /// A catalogue of `lessons`, in that order. Ids must be unique.
    public init(_ lessons: [Lesson]) {
        self.lessons = lessons
    }

    /// The lesson with `id`, if there is one.
    public func lesson(id: String) -> Lesson? {
        lessons.first { $0.id == id }
    }
}
