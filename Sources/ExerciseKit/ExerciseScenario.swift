import LessonKit
import Marbles

/// One run of a learner's code in virtual time: a scene on a `Stage` that uses it, and the marbles the
/// streams must draw.
///
/// `summary` says what happens in it (who binds what, what the user does when), for the task and for
/// the report. An exercise's visible scenario is shown with the task; the hidden ones test the
/// cases a learner may not think of (the control is released, a value is set in code, a second
/// subscriber arrives), and show their marbles only when they fail.
public struct ExerciseScenario {
    /// A stream the scenario states, with the diagram it must draw: a scene's `Expectation`, which
    /// `.init("label.text", "-a", values: ["a": "Score: 3"])` makes.
    package typealias Expected = Expectation

    /// Its name in reports: `bound`, `label-released`.
    package let id: String
    /// What happens in it, in both languages.
    package let summary: Localized
    /// Whether the task keeps it to itself: set by its exercise, whose one visible scenario is the one
    /// the task shows.
    package fileprivate(set) var isHidden = true
    /// The streams it checks.
    package let expected: [Expected]
    /// The scene: the script, then the expectations.
    package let scene: Scene

    package init(
        _ id: String, summary: Localized, expect expected: [Expected],
        script: @escaping (Stage) throws -> Void
    ) {
        self.id = id
        self.summary = summary
        self.expected = expected
        scene = Scene(id) { stage in
            try script(stage)
            for item in expected {
                stage.expect(item.stream, item.diagram, values: item.values, error: item.error)
            }
        }
    }
}

extension ExerciseScenario {
    /// The streams the scenario expects, as a timeline to draw (each value drawn as its label, `#` as
    /// an error named by the expectation's `error`). Throws the `MarbleSyntaxError` of a diagram that
    /// does not parse.
    package func expectedTimeline() throws -> MarbleTimeline {
        MarbleTimeline(
            streams: try expected.map { MarbleStream(name: $0.stream, events: try $0.labelledEvents()) })
    }
}

extension Expectation {
    /// The events the diagram states, each value as its label and `#` as an error named by `error`.
    /// Throws the `MarbleSyntaxError` of a diagram that does not parse.
    package func labelledEvents() throws -> [MarbleEvent] {
        try MarbleDiagram(parsing: diagram, kind: .hot).labelledEvents(values: values, error: error)
    }
}

extension ExerciseScenario {
    /// The scenario, shown with the task (`hidden` false) or kept to the check.
    func shown(_ shown: Bool) -> ExerciseScenario {
        var scenario = self
        scenario.isHidden = !shown
        return scenario
    }
}
