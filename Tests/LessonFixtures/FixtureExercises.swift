import ExerciseKit
import Foundation
import LessonKit
import RxSandbox

/// A catalogue of two small exercises whose files (the learner's, the starter, the solution, the task)
/// are written to a temporary package folder, for the tests of the `exercise` commands.
///
/// `shout` asks for a Binder that writes its text uppercased; its hidden scenario catches a Binder that
/// writes it as it is (the known mistake `as-is`). `echo` asks for one that writes it as it is.
/// `answers` says how the "learner's" binders behave: `.right` passes both, `.wrong` fails both.
package final class FixtureExercises {
    package enum Answers {
        case right, wrong
    }

    package let folder: URL
    package let catalogue: ExerciseCatalogue

    /// The learner's file of each exercise, as the fixture writes it.
    package static let learnerText = "// the learner's file\n"
    package static let starterText = "// the starter\n"
    package static let solutionText = "// a solution\nlet answer = 42\n"

    package init(answers: Answers) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "exercise-fixture-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let right = answers == .right
        let exercises = [
            Self.exercise(
                "shout", file: "Shout.swift", transform: right ? { $0.uppercased() } : { $0 },
                mistake: { quiet in
                    KnownMistake(
                        "as-is", caughtBy: quiet,
                        when: .draws(.init("label.text", "--a", values: ["a": "ok"])),
                        hint: Localized(
                            ko: "대문자로 바꾸세요 `uppercased()`", en: "Uppercase it with `uppercased()`"))
                }),
            Self.exercise("echo", file: "Echo.swift", transform: right ? { $0 } : { $0 + "!" }, mistake: nil),
        ]
        for exercise in exercises {
            for (path, text) in [
                (exercise.learnerPath, Self.learnerText), (exercise.starterPath, Self.starterText),
                (exercise.solutionPath, Self.solutionText),
                ("\(exercise.taskPath)/en.md", "Write it.\n"),
                ("\(exercise.taskPath)/ko.md", "만드세요.\n"),
            ] {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        catalogue = ExerciseCatalogue(exercises, packageFolder: folder)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// An exercise whose "answer" is a Binder writing `transform(text)` to a label; `mistake`, if any,
    /// is caught by its hidden scenario.
    private static func exercise(
        _ id: String, file: String, transform: @escaping (String) -> String,
        mistake: ((_ caughtBy: ExerciseScenario) -> KnownMistake)?
    ) -> Exercise {
        func bound(_ stage: Stage, _ diagram: String, _ values: [String: String]) throws {
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            let texts = try stage.scheduler.createHotObservable(diagram, values: values)
            texts.bind(to: Binder(label) { label, text in label.text = transform(text) })
                .disposed(by: stage.disposeBag)
        }
        let quiet = ExerciseScenario(
            "quiet", summary: Localized(ko: "숨은 것", en: "A hidden one."),
            expect: [.init("label.text", "--a", values: ["a": id == "shout" ? "OK" : "ok"])]
        ) { try bound($0, "--a", ["a": "ok"]) }
        return Exercise(
            id: id, title: Localized(ko: "\(id) 제목", en: "\(id) title"), lesson: "label-binder",
            fileName: file,
            visible: ExerciseScenario(
                "loud", summary: Localized(ko: "`texts`가 10틱에 방출합니다.", en: "`texts` emits at tick 10."),
                expect: [.init("label.text", "-a", values: ["a": id == "shout" ? "HI" : "hi"])]
            ) { try bound($0, "-a", ["a": "hi"]) },
            hidden: [quiet],
            hints: [
                Localized(ko: "첫 힌트", en: "First hint"), Localized(ko: "둘째 힌트", en: "Second hint"),
                Localized(ko: "답의 모양", en: "The shape"),
            ],
            mistakes: mistake.map { [$0(quiet)] } ?? [])
    }
}
