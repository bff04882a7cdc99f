import RxVirtualTime

/// Something a scene's script did that a scene must not do, told in the scene's language: the scene
/// fails with it (see `LessonRunner`).
enum StageMisuse {
    /// `name` is the name of one of the stage's own lanes (`user`, `binding error`).
    case reservedName(String)
    /// Two objects or streams are named `name`.
    case nameTaken(String)
    /// Work was scheduled at `time`, before the current tick `now`.
    case inThePast(TestTime, now: TestTime)

    /// What to tell the lesson's author.
    var message: Localized {
        switch self {
        case .reservedName(let name):
            return Localized(
                ko: "스테이지가 직접 그리는 레인의 이름은 쓸 수 없습니다: `\(name)`. 다른 이름을 지어야 합니다",
                en: "`\(name)` is the name of the stage's own lane: choose another name")
        case .nameTaken(let name):
            return Localized(
                ko: "이름이 `\(name)`인 객체나 스트림이 둘 있습니다: 하나마다 이름을 따로 지어야 합니다",
                en: "two objects or streams are named `\(name)`: give each its own name")
        case .inThePast(let time, let now):
            return Localized(
                ko: "작업을 \(time)틱에 예약했지만, 지금은 이미 \(now)틱입니다: \(now)틱이나 그 뒤로 예약하면 됩니다",
                en:
                    "work scheduled at tick \(time), before the current tick \(now): schedule it at tick \(now) or later"
            )
        }
    }
}
