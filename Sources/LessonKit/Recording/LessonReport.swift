/// What running a lesson gave: a report per scene.
package struct LessonReport {
    /// The lesson that ran.
    package let lesson: Lesson
    /// Its scenes' reports, in order.
    package let scenes: [SceneReport]

    /// The report of the scene `id`, if the lesson has one.
    package func scene(_ id: String) -> SceneReport? {
        scenes.first { $0.sceneID == id }
    }

    /// Whether every scene ran, met its expectations and leaked nothing.
    package var passed: Bool {
        scenes.allSatisfy(\.passed)
    }
}
