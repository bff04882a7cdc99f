import Foundation
import LessonKit

/// Verifies a lesson: it runs every scene (each must meet its expectations and leak nothing), and
/// checks that its narratives are complete in both languages and show only code regions and scenes
/// that exist — every scene exactly once in each language. Verifies a reference page's narratives
/// the same way.
package enum LessonChecker {
    /// Everything wrong with `lesson`, one message each; empty when it passes. Its narratives may show
    /// the code regions of the `library` too. It runs in `language`, which its scenes' problems are
    /// told in; the problems of its narratives (files its authors write) are told in English.
    package static func problems(of lesson: Lesson, library: CodeRegionIndex, language: Language = .en)
        -> [String]
    {
        let report = LessonRunner.run(lesson, language: language)
        return sceneProblems(of: report, language: language)
            + narrativeProblems { try Narrative(lesson: report, library: library) }
    }

    /// Everything wrong with the scene `id` of `lesson` when it runs alone in `language` (its
    /// expectations, leaks and failures; not the lesson's narratives), one message each; nil when the
    /// lesson has no such scene.
    package static func problems(of lesson: Lesson, scene id: String, language: Language = .en) -> [String]? {
        LessonRunner.run(lesson, scene: id, language: language).map {
            sceneProblems(of: $0, language: language)
        }
    }

    /// The problems of the scenes of `report`, each named by its scene, in `language`.
    private static func sceneProblems(of report: LessonReport, language: Language) -> [String] {
        report.scenes.flatMap { scene in
            scene.problems.map { ReportWords.scene[language] + " \(scene.sceneID): \($0)" }
        }
    }

    /// Everything wrong with the narratives of `page`, one message each; empty when it passes.
    package static func problems(of page: ReferencePage) -> [String] {
        narrativeProblems { try Narrative(page: page) }
    }

    /// What is wrong with the narrative `resolve` makes: every problem it throws, or what makes it
    /// incomplete.
    private static func narrativeProblems(_ resolve: () throws -> Narrative) -> [String] {
        do {
            return try resolve().problems
        } catch let error as NarrativeError {
            return error.messages
        } catch {
            return ["\(error)"]
        }
    }
}
