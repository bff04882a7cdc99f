import Foundation
import LessonKit

/// The exercises in teaching order, looked up by id, and the package folder their files are in.
public struct ExerciseCatalogue {
    /// Every exercise, in the order a learner should take them.
    package let exercises: [Exercise]
    /// The folder the exercises' paths are relative to: the package's.
    package let packageFolder: URL

    public init(_ exercises: [Exercise], packageFolder: URL) {
        self.exercises = exercises
        self.packageFolder = packageFolder
    }

    /// The absolute location of `path`, a path relative to the package folder.
    package func url(of path: String) -> URL {
        packageFolder.appendingPathComponent(path)
    }

    /// The exercise with `id`, if there is one.
    package func exercise(id: String) -> Exercise? {
        exercises.first { $0.id == id }
    }

    /// What is wrong with the catalogue, one message each: ids must be readable (see
    /// `LessonCatalogue.problems`) and unique, each exercise needs a
    /// visible scenario first and hints, scenario ids must be unique within an exercise, and each known
    /// mistake must name one of its exercise's scenarios, and tell itself by a lane that scenario expects.
    package var problems: [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for exercise in exercises {
            if !LessonCatalogue.isReadableName(exercise.id) {
                problems.append(
                    "`\(exercise.id)` is not a readable id: use lowercase letters and digits, joined by `-`")
            }
            if !seen.insert(exercise.id).inserted {
                problems.append("two exercises are named `\(exercise.id)`")
            }
            let name = "exercise \(exercise.id)"
            let ids = exercise.scenarios.map(\.id)
            if Set(ids).count != ids.count { problems.append("\(name): two scenarios have the same id") }
            if exercise.hints.isEmpty { problems.append("\(name): it has no hints") }
            for mistake in exercise.mistakes {
                guard let scenario = exercise.scenarios.first(where: { $0.id == mistake.scenario }) else {
                    problems.append(
                        "\(name): the mistake `\(mistake.id)` names the scenario `\(mistake.scenario)`, which it does not have"
                    )
                    continue
                }
                // A symptom on a lane the scenario does not state could never be checked against it (a
                // typo would give the hint to every failure of the scenario).
                if let lane = mistake.symptom.stream, lane != Stage.bindingErrorLane,
                    !scenario.expected.contains(where: { $0.stream == lane })
                {
                    problems.append(
                        "\(name): the mistake `\(mistake.id)` is told by the lane `\(lane)`, which the scenario "
                            + "`\(scenario.id)` does not expect")
                }
            }
        }
        return problems
    }
}
