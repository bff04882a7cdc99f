import LessonKit
import LessonPublishing

extension Command {
    static let site = Command(
        name: "site",
        summary: Localized(ko: "레슨의 웹 사이트를 DIR에 만듭니다", en: "build the lessons' web site into DIR"),
        operand: nil,
        options: [
            Option(
                .out, required: true,
                help: [
                    Localized(ko: "사이트를 만들 디렉터리 (필수)", en: "the directory to build the site into (required)")
                ]),
            Option(
                .language,
                help: [
                    Localized(ko: "메시지의 언어", en: "the language of its messages"),
                    Localized(ko: "(사이트에는 두 언어가 모두 들어 있습니다)", en: "(the site has both languages)"),
                    OptionSpec.languageDefault,
                ]),
        ],
        about: Localized(
            ko: """
                모든 레슨의 웹 사이트를 두 언어로 DIR에 만듭니다. 사이트는 DIR 옆에 만든 뒤
                DIR 자리로 옮깁니다: DIR이 반쯤 만들어진 채로 남는 일은 없고, DIR에 있던
                것은 모두 바뀝니다. DIR은 새 디렉터리, 빈 디렉터리, 또는 전에 만든
                사이트(.rxsandbox-site 파일이 있음)여야 합니다. 사이트는 모든 레슨이 확인을
                통과할 때만 만듭니다.
                """,
            en: """
                Build the web site of every lesson, in both languages, into DIR. The site is
                built beside DIR, then put in its place: DIR is never left half-built, and
                whatever it held before is replaced. DIR must be new, empty, or a site built
                before (it has a .rxsandbox-site file); the site is built only when every
                lesson passes its check.
                """),
        notes: nil, examples: ["lessons site --out docs"],
        exitCodes: Localized(
            ko: """
                종료 코드: 0 사이트를 썼음, 1 쓰지 못했음(실패하는 레슨이 있거나 DIR에
                           쓸 수 없음), 2 사용법 에러
                """,
            en: """
                exit codes: 0 the site was written, 1 it was not (a lesson fails, or DIR
                            can't be written), 2 a usage error
                """),
        perform: { invocation, session in try SiteCommand(invocation).run(in: session) })
}

/// `lessons site --out DIR`: builds the site and replaces the folder with it (see `SiteDirectory`).
struct SiteCommand {
    /// The folder, as the command line gave it.
    let out: String

    init(_ invocation: Invocation) {
        // (The parser requires --out.)
        out = invocation.out ?? ""
    }

    func run(in session: Session) throws -> LessonsExitCode {
        let language = session.language
        let out = session.outputPath(self.out)
        let leftovers = try SiteDirectory.write(
            try SiteBuilder(catalogue: session.catalogue, exercises: session.exercises).files(), to: out)
        let count = session.catalogue.lessons.count
        session.standardOutput.write(
            Localized(
                ko: "\(out)에 레슨 \(count)개의 사이트를 만들었습니다",
                en: "wrote the site of \(count) lessons to \(out)"
            )[language] + "\n")
        // A folder moved aside that could not be removed is said, never dropped without a word.
        for leftover in leftovers {
            session.standardError.write(
                Localized(
                    ko: "lessons: '\(leftover)'를 지우지 못해 그대로 두었습니다(이전 사이트를 옮겨 둔 것입니다): "
                        + "안을 살펴보고 필요한 것을 옮긴 뒤 지우면 됩니다",
                    en:
                        "lessons: left '\(leftover)' as it was (an old site moved aside that could not be "
                        + "removed): look inside, keep what you need, then remove it"
                )[language] + "\n")
        }
        return .success
    }
}
