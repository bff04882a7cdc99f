import LessonKit

/// The marble syntax, with every example drawn from its own text.
let marbleSyntaxPage = ReferencePage(id: "marble-syntax", title: Localized(ko: "마블 문법", en: "Marble syntax"))

/// What an iOS developer writes differently here, and why.
let iOSDifferencesPage = ReferencePage(
    id: "ios-vs-sandbox", title: Localized(ko: "iOS와 샌드박스의 차이", en: "iOS vs this sandbox"))

/// The blog posts and other material the lessons are built from, and what each lesson takes from them.
let sourcesPage = ReferencePage(id: "sources", title: Localized(ko: "출처", en: "Sources"))

/// The lessons' words in Korean and English.
let glossaryPage = ReferencePage(id: "glossary", title: Localized(ko: "용어집", en: "Glossary"))
