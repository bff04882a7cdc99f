import LessonKit

/// The marble syntax, with every example drawn from its own text.
let marbleSyntaxPage = ReferencePage(id: "marble-syntax", title: Localized(ko: "마블 문법", en: "Marble syntax"))

/// What an iOS developer writes differently here, and why.
let iOSDifferencesPage = ReferencePage(
    id: "ios-vs-sandbox", title: Localized(ko: "iOS와 샌드박스의 차이", en: "iOS vs this sandbox"))
