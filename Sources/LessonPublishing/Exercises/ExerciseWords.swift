import LessonKit

/// The words of the exercises' reports, in both languages.
enum ExerciseWords {
    static let hidden = Localized(ko: "숨은 시나리오", en: "hidden")
    static let expectedMarbles = Localized(ko: "기대한 마블", en: "expected marbles")
    static let hint = Localized(ko: "힌트", en: "hint")
    static let likelyMistake = Localized(ko: "가장 그럴듯한 실수", en: "likely mistake")
    static let likelyMistakeAbove = Localized(
        ko: "맨 위의 '가장 그럴듯한 실수'를 보세요.", en: "see the likely mistake at the top.")
    static let whatDiffered = Localized(ko: "무엇이 달랐나", en: "what differed")
    static let edit = Localized(ko: "편집할 파일", en: "edit")
    static let check = Localized(ko: "확인", en: "check")
    static let stuck = Localized(ko: "막혔다면", en: "stuck")
    static let leakCheck = Localized(ko: "누수 확인", en: "leak check")
    static let nothingLeaked = Localized(
        ko: "모든 시나리오가 구독을 모두 해제했고, 보여 주거나 만든 컨트롤, 화면, 프록시와 지켜본 객체도 모두 해제되었습니다",
        en:
            "every scenario disposed its subscriptions and released every control, screen and proxy it showed "
            + "or made, and every object it watched")

    static func passed(_ passed: Int, of total: Int) -> Localized {
        passed == total
            ? Localized(
                ko: "시나리오 \(total)개를 모두 통과했습니다. RxCocoa의 것처럼 동작합니다",
                en: "all \(total) scenarios passed: it behaves as RxCocoa's own would")
            : Localized(
                ko: "시나리오 \(total)개 중 \(passed)개를 통과했습니다", en: "\(passed) of \(total) scenarios passed")
    }

    static func hintNumber(_ number: Int, of total: Int) -> Localized {
        Localized(ko: "힌트 \(number)/\(total)", en: "hint \(number) of \(total)")
    }

    static let lastHint = Localized(
        ko: "마지막 힌트였습니다. 정답 예시는 'swift run lessons exercise solution %@ --lang ko'로 볼 수 있습니다.",
        en: "That was the last hint. 'swift run lessons exercise solution %@' prints an answer.")
    static let nextHint = Localized(
        ko: "다음 힌트: 'swift run lessons exercise hint %@ --lang ko'",
        en: "Next hint: 'swift run lessons exercise hint %@'")
}
