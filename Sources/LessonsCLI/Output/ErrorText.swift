import LessonKit
import LessonPublishing

/// What `lessons` prints for an error that stopped a command, in a language.
///
/// Contract: the errors a learner meets are told in the language asked for: a file or folder that
/// can't be written (`FileWriteError`, `SiteDirectoryError`), a site that is not built because a
/// lesson fails (`SiteBuildError.failingLessons`), the lessons' files that can't be read. Problems in
/// the files a lesson's authors write (a narrative, a code region, the catalogue's ids) are told in
/// English, as `description` tells them; so is any other error.
enum ErrorText {
    static func describe(_ error: Error, in language: Language) -> String {
        switch error {
        case let error as FileWriteError: return error.description(in: language)
        case let error as SiteDirectoryError: return error.description(in: language)
        case let error as LessonSourceError: return error.description(in: language)
        case let error as SiteBuildError: return language == .ko ? korean(error) : error.description
        default: return "\(error)"
        }
    }

    /// A `SiteBuildError` in Korean (it is `SiteBuilder`'s: its own description is the English).
    private static func korean(_ error: SiteBuildError) -> String {
        switch error {
        case .unsoundCatalogue(let problems):
            return "카탈로그를 게시할 수 없습니다: " + problems.joined(separator: "; ")
        case .failingLessons(let ids):
            return "기대대로 실행되지 않는 레슨이 있어 사이트를 만들지 않았습니다: \(ids.joined(separator: ", ")) "
                + "(괄호 안의 언어로 'lessons check --lang 언어'를 실행하면 이유를 볼 수 있습니다)"
        }
    }
}
