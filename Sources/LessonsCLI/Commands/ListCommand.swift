import Foundation
import LessonKit
import TextSupport

extension Command {
    static let list = Command(
        name: "list",
        summary: Localized(
            ko: "레슨과 참고 페이지 목록을 id와 제목으로 보여 줍니다", en: "list the lessons and pages, with their ids and titles"),
        operand: nil,
        options: [
            Option(
                .language,
                help: [Localized(ko: "제목의 언어", en: "the language of the titles"), OptionSpec.languageDefault]),
            Option(.noColor, help: [noColors]),
        ],
        about: Localized(
            ko: """
                레슨 목록을 보여 줍니다: 레슨마다 id('lessons run'에 주는 값)와 제목. 그 뒤에
                참고 페이지(마블 문법 등)의 id와 제목을 보여 줍니다.
                """,
            en: """
                List the lessons: each one's id (what 'lessons run' takes) and title; then the
                reference pages (the marble syntax and others), with their ids and titles.
                """),
        notes: nil, examples: ["lessons list --lang en"], exitCodes: nil,
        perform: { invocation, session in ListCommand(invocation).run(in: session) })
}

/// `lessons list`: the lessons, numbered in teaching order, then the operator reference's families and
/// the reference pages, each under a heading of its own, their ids in one column. A lesson's title and summary wrap at the report width, the lines
/// after the first starting under the title.
struct ListCommand {
    init(_ invocation: Invocation) {}

    func run(in session: Session) -> LessonsExitCode {
        let catalogue = session.catalogue
        let language = session.language
        let idWidth = (catalogue.allLessons.map(\.id.count) + catalogue.pages.map(\.id.count)).max() ?? 0
        let numberWidth = String(catalogue.lessons.count).count
        func padded(_ id: String) -> String { id + String(repeating: " ", count: idWidth - id.count) }
        var text = catalogue.lessons.enumerated().map { index, lesson in
            let number = String(index + 1)
            let padding = String(repeating: " ", count: numberWidth - number.count)
            let head = "\(padding)\(number). \(padded(lesson.id))  "
            let indent = DisplayWidth.of(head)
            return TerminalTextWrapper.wrap(
                "\(lesson.title[language]) — \(lesson.summary[language])",
                width: max(session.width, indent + 20), lead: head, indent: indent
            ).joined(separator: "\n") + "\n"
        }.joined()
        if !catalogue.operatorFamilies.isEmpty {
            let indent = String(repeating: " ", count: numberWidth + 2)
            text +=
                "\n"
                + Localized(
                    ko: "연산자 레퍼런스 ('lessons run operators/<이름>'은 연산자 하나를 보여 줍니다):",
                    en: "operator reference ('lessons run operators/<name>' shows one operator):")[language]
                + "\n"
            text += catalogue.operatorFamilies.map { family in
                let head = "\(indent)\(padded(family.id))  "
                return TerminalTextWrapper.wrap(
                    "\(family.title[language]) — \(family.summary[language])",
                    width: max(session.width, DisplayWidth.of(head) + 20), lead: head,
                    indent: DisplayWidth.of(head)
                ).joined(separator: "\n") + "\n"
            }.joined()
        }
        if !catalogue.pages.isEmpty {
            let indent = String(repeating: " ", count: numberWidth + 2)
            text += "\n" + Localized(ko: "참고 페이지:", en: "reference pages:")[language] + "\n"
            text += catalogue.pages.map { "\(indent)\(padded($0.id))  \($0.title[language])\n" }.joined()
        }
        session.standardOutput.write(text)
        return .success
    }
}
