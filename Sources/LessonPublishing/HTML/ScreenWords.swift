import LessonKit

/// The words of the simulated screen, in both languages (in Korean, the terms Korean iOS developers
/// use): its caption, and the states a view is in.
enum ScreenWords {
    /// The caption before and after the tick: "The screen at tick 40", "틱 40의 화면".
    static let captionBefore = Localized(ko: "틱 ", en: "The screen at tick ")
    static let captionAfter = Localized(ko: "의 화면", en: "")
    /// What the screen is, for someone who can't see it.
    static let description = Localized(
        ko: "장면이 이름 붙인 뷰를 간단히 그린 그림입니다. 실제 아이폰 화면과 똑같지는 않습니다.",
        en: "A sketch of the views the scene names, not a pixel-exact iPhone screen.")
    static let hidden = Localized(ko: "숨김", en: "hidden")
    static let disabled = Localized(ko: "비활성", en: "disabled")
    static let editing = Localized(ko: "편집 중", en: "editing")
    static let selected = Localized(ko: "선택됨", en: "selected")
    static let on = Localized(ko: "켬", en: "on")
    static let off = Localized(ko: "끔", en: "off")
    static let animating = Localized(ko: "회전 중", en: "spinning")
    static let stopped = Localized(ko: "멈춤", en: "stopped")
    static let noTitle = Localized(ko: "제목 없음", en: "no title")
    static let noRows = Localized(ko: "행 없음", en: "no rows")
    static let page = Localized(ko: "페이지", en: "page")
    static let decrement = Localized(ko: "빼기", en: "minus")
    static let increment = Localized(ko: "더하기", en: "plus")
    static let noImage = Localized(ko: "이미지 없음", en: "no image")
    static let refreshing = Localized(ko: "새로고침 중", en: "refreshing")
    static let row = Localized(ko: "행", en: "row")
    static let center = Localized(ko: "중심", en: "center")
    static let span = Localized(ko: "범위", en: "span")
    static let overlays = Localized(ko: "오버레이", en: "overlays")
    static let pins = Localized(ko: "핀", en: "pins")
    static let none = Localized(ko: "없음", en: "none")
    static let noItems = Localized(ko: "항목 없음", en: "no items")
}
