import ExerciseKit
import Foundation
import LearnerBuild
import LessonKit
import TextSupport

/// Handing a command that runs the learner's code to the executable that links it (see `LearnerCode`).
extension Session {
    /// Builds `product`, which links the learner's code, and runs `arguments` (this command's) in it; if
    /// it does not compile, says where and what to do. Returns the exit code.
    func runLearnerCode(_ code: LearnerCode, product: String, arguments: [String], invocation: Invocation)
        -> Int32
    {
        let notice = Localized(
            ko: "lessons: 여러분의 코드를 빌드하고 있습니다… (처음 빌드는 1–2분 걸립니다)\n",
            en: "lessons: building your code… (a first build takes a minute or two)\n")
        switch code.build(product, environment, notice[language]) {
        case .built(let executable, let warnings):
            standardError.write(learnerFileWarnings(warnings))
            guard let status = code.run(executable, arguments) else {
                standardError.write(
                    wrapped("lessons: " + Self.problem(.productMissing(executable), language)))
                return LessonsExitCode.checkFailed.rawValue
            }
            // 130 is 128 + SIGINT: the learner pressed Ctrl-C, and knows why it stopped.
            if status > 128 && status != 130 {
                standardError.write(
                    wrapped(
                        "lessons: "
                            + Localized(
                                ko: "여러분의 코드가 실행 중에 멈췄습니다(신호 \(status - 128)). 위의 메시지가 멈춘 곳을 알려 줍니다",
                                en:
                                    "your code stopped while it ran (signal \(status - 128)): the message above says where"
                            )[language]))
            }
            return status
        case .failed(let diagnostics, let output):
            if invocation.command == "exercise list" {
                // The list itself needs no code of theirs: it is shown, without marks.
                let status = ExerciseListCommand(invocation).run(in: self, passed: nil)
                standardError.write(
                    wrapped(
                        "lessons: "
                            + Localized(
                                ko: "여러분의 코드가 컴파일되지 않아 ✓를 붙이지 못했습니다. "
                                    + "'swift run lessons exercise check --lang ko'가 어디인지 알려 줍니다.",
                                en:
                                    "your code doesn't compile, so no exercise is marked ✓: 'swift run lessons "
                                    + "exercise check' shows where.")[language]))
                return status.rawValue
            }
            let report = doesNotCompile(diagnostics, output: output, invocation: invocation)
            if invocation.command == "check", invocation.operand == nil {
                // Every other lesson is checked all the same; the playground fails with the errors.
                standardError.write(report)
                let reason = Localized(
                    ko: "여러분의 플레이그라운드가 컴파일되지 않습니다(위의 에러)",
                    en: "your playground doesn't compile (the errors above)")[language]
                let notBuilt = Dictionary(
                    uniqueKeysWithValues: LearnerCode.learnersLessons.map { ($0, reason) })
                do {
                    _ = try CheckCommand(invocation).run(in: self, notBuilt: notBuilt)
                } catch {
                    _ = Command.report(error, in: self)
                }
                return LessonsExitCode.checkFailed.rawValue
            }
            standardError.write(report)
            return LessonsExitCode.checkFailed.rawValue
        case .couldNotStart(let problem):
            standardError.write(wrapped("lessons: " + Self.problem(problem, language)))
            return LessonsExitCode.checkFailed.rawValue
        }
    }

    /// Why the learner's code can't be built or run, and what to do, in `language`.
    static func problem(_ problem: SwiftBuild.Problem, _ language: Language) -> String {
        switch problem {
        case .swiftNotFound:
            return Localized(
                ko: "여러분의 코드를 빌드할 `swift`가 PATH에 없습니다. Swift를 설치하거나 PATH에 넣은 뒤 다시 실행하세요",
                en:
                    "there is no `swift` on PATH to build your code with: install Swift, or put it on PATH, and "
                    + "run the command again")[language]
        case .swiftDidNotStart(let path):
            return Localized(
                ko: "여러분의 코드를 빌드할 \(path)를 시작할 수 없습니다. 그 파일을 실행할 수 있는지 확인하세요",
                en: "\(path) could not be started to build your code: check that it can be run")[language]
        case .productMissing(let path):
            return Localized(
                ko: "빌드는 끝났지만 실행할 프로그램이 없습니다: \(path). 'swift build'를 한 번 실행한 뒤 다시 하세요",
                en:
                    "the build finished, but there is no program to run at \(path): run 'swift build' once, then "
                    + "the command again")[language]
        }
    }

    /// What `lessons` says when the learner's code does not compile: each error (paths relative to the
    /// package), then one sentence on what to do, naming the exercise whose file to fix or reset.
    func doesNotCompile(_ diagnostics: [CompilerDiagnostic], output: String, invocation: Invocation)
        -> String
    {
        let errors = diagnostics.filter { $0.severity == .error }
        var text =
            "lessons: "
            + Localized(
                ko: "여러분의 코드가 컴파일되지 않아 실행할 수 없습니다:",
                en: "your code doesn't compile, so it can't run:")[language] + "\n\n"
        if errors.isEmpty {
            // A failure without a diagnostic (the linker's): its last lines as printed.
            text += output.split(separator: "\n").suffix(15).joined(separator: "\n") + "\n\n"
        }
        for error in errors {
            text += printed(error)
        }
        var exerciseIDs: [String] = []
        var playground = false
        for error in errors {
            let path = packageRelative(error.path)
            if let exercise = exercises.exercises.first(where: { path == $0.learnerPath }) {
                if !exerciseIDs.contains(exercise.id) { exerciseIDs.append(exercise.id) }
            } else if let exercise = answersConformance(in: error.message), !exerciseIDs.contains(exercise.id)
            {
                exerciseIDs.append(exercise.id)
                text += wrapped(
                    Localized(
                        ko:
                            "\(exercise.learnerPath) 끝의 `extension Answers: \(exercise.answerProtocol)` 부분이 없거나 바뀌었습니다. "
                            + "확인이 여러분의 코드를 부르는 곳이니 처음 파일처럼 두세요.",
                        en:
                            "The end of \(exercise.learnerPath), `extension Answers: \(exercise.answerProtocol)`, is missing or "
                            + "changed: the check calls your code through it, so leave it as the starter has it."
                    )[language])
            } else if path.hasPrefix("Lessons/Playground/") {
                playground = true
            }
        }
        for id in exerciseIDs {
            let exercise = exercises.exercise(id: id)!
            text += wrapped(
                Localized(
                    ko: "\(exercise.learnerPath)를 고친 뒤 같은 명령을 다시 실행하세요. 처음 파일로 돌아가려면 "
                        + "'swift run lessons exercise reset \(id) --lang ko'가 여러분의 파일을 Saved/에 보관하고 "
                        + "처음 파일을 되돌려 놓습니다.",
                    en: "Fix \(exercise.learnerPath), then run the same command again; to start over, "
                        + "'swift run lessons exercise reset \(id)' keeps your file in Saved/ and puts the "
                        + "starter back.")[language])
        }
        if exerciseIDs.count > 1
            || (!exerciseIDs.isEmpty && invocation.command == "exercise check"
                && invocation.operand.map({ !exerciseIDs.contains($0) }) == true)
        {
            text += wrapped(
                Localized(
                    ko: "Lessons/Exercises/의 파일은 함께 빌드되므로, 한 파일이 컴파일되지 않으면 어떤 답도 확인할 수 없습니다.",
                    en:
                        "The files of Lessons/Exercises/ are built together: while one doesn't compile, no answer "
                        + "can be checked.")[language])
        }
        if playground || (exerciseIDs.isEmpty && !errors.isEmpty) {
            text += wrapped(
                Localized(
                    ko: "위의 파일과 줄을 고친 뒤 같은 명령을 다시 실행하세요. 다른 레슨과 명령은 그동안에도 모두 됩니다.",
                    en: "Fix the file at the line above, then run the same command again; every other lesson "
                        + "and command works meanwhile.")[language])
        }
        return text
    }

    /// The compiler's warnings about the learner's own files (`Lessons/Exercises/`, `Lessons/Playground/`),
    /// each with its excerpt, paths relative to the package: a build that succeeds shows them too, as
    /// Xcode would.
    func learnerFileWarnings(_ warnings: [CompilerDiagnostic]) -> String {
        warnings.filter { warning in
            let path = packageRelative(warning.path)
            return path.hasPrefix("Lessons/Exercises/") || path.hasPrefix("Lessons/Playground/")
        }
        .map(printed).joined()
    }

    /// `path` relative to the package's folder, when it is in it; otherwise as it is.
    private func packageRelative(_ path: String) -> String {
        let folder = exercises.packageFolder.standardizedFileURL.path + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    /// `diagnostic` as the compiler prints it, its path relative to the package, with its excerpt and an
    /// empty line after.
    private func printed(_ diagnostic: CompilerDiagnostic) -> String {
        "\(packageRelative(diagnostic.path)):\(diagnostic.line):\(diagnostic.column): "
            + "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
            + diagnostic.excerpt.map { $0 + "\n" }.joined() + "\n"
    }

    /// The exercise whose `Answers` conformance `message` says is missing (`… requires that 'Answers'
    /// conform to 'LabelBinderAnswer'`, `type 'Answers' does not conform to protocol …`), by its
    /// `answerProtocol`.
    func answersConformance(in message: String) -> Exercise? {
        guard message.contains("'Answers'") else { return nil }
        return exercises.exercises.first { message.contains("'\($0.answerProtocol)'") }
    }

    /// `text` wrapped at the report's width, ending in a newline.
    private func wrapped(_ text: String) -> String {
        TerminalTextWrapper.wrap(text, width: width).joined(separator: "\n") + "\n"
    }
}
