import Foundation
import LearnerBuild
import LessonPublishing

/// The learner's code, their exercise answers and their playground, which `lessons` does not link (so
/// that a file of theirs that does not compile cannot stop `lessons`, its lessons or its help): the
/// commands that run that code build the executable that links it (`learner-answers`, or
/// `learner-playground`) and hand the command to it. When the build fails, `lessons` reports the
/// compiler's errors at the learner's file and line. The two are apart, so that a typo in the
/// playground does not stop the exercises' checks, nor a broken answer the playground.
package struct LearnerCode: Sendable {
    /// The executable that links the answers in `Lessons/Exercises/`.
    package static let answers = "learner-answers"
    /// The executable that links the playground, `Lessons/Playground/`.
    package static let playground = "learner-playground"

    /// Builds one of the two products; `SwiftBuild.build` in `lessons`, a stand-in in the tests. When
    /// building takes long, it says `notice` on standard error.
    let build:
        @Sendable (_ product: String, _ environment: [String: String], _ notice: String) -> SwiftBuild.Outcome
    /// Runs the built executable with the arguments; returns its exit code, or nil when it could not
    /// be started.
    let run: @Sendable (_ executable: String, _ arguments: [String]) -> Int32?

    package init(
        build: @escaping @Sendable (String, [String: String], String) -> SwiftBuild.Outcome,
        run: @escaping @Sendable (String, [String]) -> Int32?
    ) {
        self.build = build
        self.run = run
    }

    /// The products of the package `packageFolder`, built as the running `lessons` was.
    package static func products(in packageFolder: URL) -> LearnerCode {
        let running = Bundle.main.executablePath
        return LearnerCode(
            build: { product, environment, notice in
                SlowWorkNotice.perform(
                    {
                        SwiftBuild(product: product, packageFolder: packageFolder, runningExecutable: running)
                            .build(environment: environment)
                    }, noticeAfter: 3, notify: { FileHandle.standardError.write(Data(notice.utf8)) })
            },
            run: { executable, arguments in
                // Ctrl-C is the learner's code's to act on (`serve` stops cleanly on it), as a shell
                // leaves it to the command it runs; one sent to `lessons` alone is passed on to it.
                var interrupts: InterruptSignal?
                let status = SwiftBuild.run(executable, arguments: arguments) { process in
                    interrupts = InterruptSignal(queue: .global()) { process.interrupt() }
                }
                interrupts?.cancel()
                return status
            })
    }

    /// The lessons whose scenes are the learner's.
    static let learnersLessons: Set<String> = ["playground"]

    /// The product `invocation` needs, if it runs the learner's code: the answers for the exercises'
    /// checks (`exercise check`, and `exercise list`, whose marks are checks); the playground for the
    /// playground (`run`, `check`) and for every lesson at once (`check` and `site` without one).
    package static func product(for invocation: Invocation) -> String? {
        switch invocation.command {
        case "exercise check", "exercise list": return answers
        case "run": return learnersLessons.contains(invocation.operand ?? "") ? playground : nil
        case "check": return (invocation.operand.map(learnersLessons.contains) ?? true) ? playground : nil
        case "site": return playground
        case "serve":
            // The server runs with the playground linked in (its page is part of the site); a page it
            // asks for runs in the product that links that page's code.
            guard let page = invocation.page else { return playground }
            switch SitePage.lessonOrExercise(at: page)?.page {
            case .exercise: return answers
            case .lesson(let id) where learnersLessons.contains(id): return playground
            default: return nil
            }
        default: return nil
        }
    }
}
