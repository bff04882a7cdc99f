import LessonKit
import Testing

@Suite("Language")
struct LanguageTests {
    @Test("LC_ALL, then LC_MESSAGES, then LANG decide; ko… is Korean, anything else English")
    func fromEnvironment() {
        #expect(Language.from(environment: ["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.from(environment: ["LANG": "en_US.UTF-8"]) == .en)
        #expect(Language.from(environment: [:]) == .en)
        #expect(Language.from(environment: ["LANG": "C.UTF-8"]) == .en)
        #expect(Language.from(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]) == .en)
        #expect(Language.from(environment: ["LC_ALL": "", "LC_MESSAGES": "ko", "LANG": "en_US"]) == .ko)
        #expect(Language.from(environment: ["LANG": "KO_kr"]) == .ko)
    }

    @Test("without LC_ALL, LC_MESSAGES or LANG (Xcode's Run action on a Mac), the system's languages decide")
    func fromPreferredLanguages() {
        #expect(Language.from(environment: [:], preferredLanguages: ["ko-KR", "en-US"]) == .ko)
        #expect(Language.from(environment: [:], preferredLanguages: ["ja-JP", "ko-KR"]) == .ko)
        #expect(Language.from(environment: [:], preferredLanguages: ["en-KR", "ko-KR"]) == .en)
        #expect(Language.from(environment: [:], preferredLanguages: ["fr-FR"]) == .en)
        #expect(Language.from(environment: ["LANG": "en_US.UTF-8"], preferredLanguages: ["ko-KR"]) == .en)
        #expect(Language.from(environment: ["LANG": ""], preferredLanguages: ["ko"]) == .ko)
    }

    @Test("a localized text in each language")
    func localized() {
        let text = Localized(ko: "안녕", en: "Hello")
        #expect(text[.ko] == "안녕")
        #expect(text[.en] == "Hello")
    }
}
