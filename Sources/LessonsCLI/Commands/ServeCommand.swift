import Foundation
import LearnerBuild
import LessonKit
import LessonPublishing
import LiveSite
import LocalServer

extension Command {
    static let serve = Command(
        name: "serve",
        summary: Localized(
            ko: "레슨의 웹 사이트를 이 컴퓨터에서 바로 바꿔 볼 수 있게 엽니다",
            en: "serve the lessons' web site live, on this computer only"),
        operand: nil,
        options: [
            Option(
                .port,
                help: [
                    Localized(ko: "서버의 포트 (기본값: 비어 있는 포트)", en: "the server's port (default: a free one)")
                ]),
            Option(
                .language,
                help: [
                    Localized(ko: "메시지와 출력하는 주소의 언어", en: "the language of its messages and of the address"),
                    OptionSpec.languageDefault,
                ]),
            Option(.open, help: [Localized(ko: "브라우저로 사이트를 엽니다", en: "open the site in the browser")]),
            Option(
                .page,
                help: [
                    Localized(
                        ko: "서버를 여는 대신 페이지 PATH 하나를 HTML로 출력합니다",
                        en: "print the one page PATH as HTML instead"),
                    Localized(
                        ko: "(serve가 다시 빌드한 여러분의 코드에 시키는 일)",
                        en: "(what serve asks your rebuilt code for)"),
                ]),
        ],
        about: Localized(
            ko: """
                레슨의 웹 사이트를 이 컴퓨터에서만 열리는 주소(127.0.0.1)로 엽니다. 장면의
                입력 레인을 페이지에서 바꾸면 장면의 Swift 코드가 가상 시간에서 다시 실행되고,
                플레이그라운드나 연습 문제의 파일을 저장하면 다시 빌드해서 열린 페이지가
                저절로 바뀝니다. Ctrl-C로 멈춥니다.
                """,
            en: """
                Serve the lessons' web site at an address only this computer can open
                (127.0.0.1). Change a scene's input lanes on its page, and the scene's Swift
                code runs again in virtual time; save your playground or an exercise's file,
                and it is rebuilt and the open page updates by itself. Ctrl-C stops it.
                """),
        notes: nil, examples: ["lessons serve", "lessons serve --port 8080 --lang ko --open"],
        exitCodes: Localized(
            ko: "종료 코드: 0 Ctrl-C로 멈췄음, 1 서버를 열지 못했음, 2 사용법 에러",
            en: "exit codes: 0 stopped with Ctrl-C, 1 the server could not start, 2 a usage error"),
        perform: { invocation, session in try ServeCommand(invocation).run(in: session) })
}

/// `lessons serve`: the site, live, on the loopback interface, until Ctrl-C (see `LiveServer`); with
/// `--page PATH`, one page printed (what the server asks the learner's rebuilt code for).
struct ServeCommand {
    let invocation: Invocation

    init(_ invocation: Invocation) {
        self.invocation = invocation
    }

    func run(in session: Session) throws -> LessonsExitCode {
        if let page = invocation.page { return try print(page, in: session) }
        let language = session.language
        let builder = SiteBuilder(catalogue: session.catalogue, exercises: session.exercises)
        let live: LiveServer
        do {
            live = try LiveServer(
                files: try builder.files(), catalogue: session.catalogue, port: invocation.port)
        } catch let error as LocalServerError {
            throw CommandError(Self.message(error))
        }
        let folder = session.exercises.packageFolder
        live.watch(
            LearnerWatch(
                packageFolder: folder, sources: Self.sources(session),
                build: { product in
                    SwiftBuild(
                        product: product, packageFolder: folder, runningExecutable: Bundle.main.executablePath
                    )
                    .build(environment: session.environment)
                },
                render: { executable, page in
                    guard
                        let (status, output) = SwiftBuild.output(
                            of: executable, arguments: ["serve", "--page", page, "--lang", language.rawValue]),
                        status == 0
                    else { return nil }
                    return String(decoding: output, as: UTF8.self)
                },
                describe: { outcome in
                    switch outcome {
                    case .failed(let diagnostics, let output):
                        return session.doesNotCompile(diagnostics, output: output, invocation: invocation)
                    case .couldNotStart(let problem):
                        return Session.problem(problem, language)
                    case .built:
                        return ""
                    }
                },
                changed: { change in live.changes(change) }))
        let address = live.url + SitePage.index.path(in: language)
        session.standardOutput.write(
            Localized(
                ko: "레슨을 \(address) 에서 열었습니다(이 컴퓨터에서만 열립니다). Ctrl-C로 멈춥니다.\n",
                en: "serving the lessons at \(address) (this computer only); Ctrl-C stops it\n")[language])
        if invocation.open { Self.openBrowser(address, session: session) }
        // Until Ctrl-C: the main thread runs the scenes the pages ask for (on the main queue).
        let stopped = StopFlag()
        let interrupt = InterruptSignal(queue: .main) {
            live.stop()
            stopped.stop()
        }
        let parent = ParentProcess()
        while !stopped.isStopped {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1))
            // `lessons` killed outright: its server stops too, rather than hold the port.
            if parent.isGone && !stopped.isStopped {
                live.stop()
                stopped.stop()
            }
        }
        interrupt.cancel()
        session.standardOutput.write(Localized(ko: "멈췄습니다\n", en: "stopped\n")[language])
        return .success
    }

    /// Why the server did not start, in both languages.
    private static func message(_ error: LocalServerError) -> Localized {
        switch error {
        case .portInUse(let port):
            return Localized(
                ko: "포트 \(port)번은 이미 다른 프로그램이 쓰고 있습니다: --port로 다른 포트를 고르거나, --port를 빼서 "
                    + "비어 있는 포트를 쓰세요",
                en: error.description)
        case .portNeedsPrivileges(let port):
            return Localized(
                ko: "포트 \(port)번은 관리자 권한 없이는 열 수 없습니다(1024 아래의 포트는 예약되어 있습니다): --port로 "
                    + "1024 이상의 포트를 고르거나, --port를 빼서 비어 있는 포트를 쓰세요",
                en: error.description)
        case .systemCallFailed(let operation, let reason):
            return Localized(
                ko: "서버를 열지 못했습니다: \(operation)이(가) 실패했습니다(\(reason))", en: error.description)
        }
    }

    /// Whether Ctrl-C came (set and read on the main thread).
    private final class StopFlag {
        private(set) var isStopped = false
        func stop() { isStopped = true }
    }

    /// The learner's folders, the products that link them, and the pages each file changes.
    private static func sources(_ session: Session) -> [LearnerWatch.Source] {
        let languages = Language.allCases
        let playground = LearnerCode.learnersLessons.sorted().flatMap { id in
            languages.map { SitePage.lesson(id).path(in: $0) }
        }
        let exercises = session.exercises.exercises.map { (fileName: $0.fileName, id: $0.id) }
        return [
            LearnerWatch.Source(folder: "Lessons/Playground", product: LearnerCode.playground) { _ in
                playground
            },
            LearnerWatch.Source(folder: "Lessons/Exercises", product: LearnerCode.answers) { file in
                // A file of one exercise changes its pages; any other (Answers.swift) every exercise's.
                let mine = exercises.filter { $0.fileName == file }
                return (mine.isEmpty ? exercises : mine).flatMap { exercise in
                    languages.map { SitePage.exercise(exercise.id).path(in: $0) }
                }
            },
        ]
    }

    /// `--page PATH`: the page at `path`, made alone, on standard output (an exercise's with the
    /// verdict of the answers linked in).
    private func print(_ path: String, in session: Session) throws -> LessonsExitCode {
        guard let (page, language) = SitePage.lessonOrExercise(at: path),
            let html = try SiteBuilder(catalogue: session.catalogue, exercises: session.exercises).page(
                page, in: language, checked: true)
        else {
            throw UsageError(
                Localized(
                    ko: "--page에는 레슨이나 연습 문제 페이지의 경로를 주어야 합니다(ko/playground.html 같은). 받은 값: '\(path)'",
                    en:
                        "--page needs the path of a lesson's or an exercise's page (like ko/playground.html), not '\(path)'"
                ), command: "serve")
        }
        session.standardOutput.write(html)
        return .success
    }

    /// Opens `address` in the browser: `open` on a Mac, `xdg-open` elsewhere; says so if neither is
    /// there.
    private static func openBrowser(_ address: String, session: Session) {
        let opener = ["open", "xdg-open"].lazy.compactMap {
            SwiftBuild.executablePath(named: $0, environment: session.environment)
        }.first
        guard let opener, (try? Process.run(URL(fileURLWithPath: opener), arguments: [address])) != nil else {
            session.standardError.write(
                Localized(
                    ko: "lessons: 브라우저를 열지 못했습니다. 위의 주소를 브라우저에 붙여 넣으세요\n",
                    en: "lessons: could not open a browser: paste the address above into one\n")[
                        session.language])
            return
        }
    }
}
