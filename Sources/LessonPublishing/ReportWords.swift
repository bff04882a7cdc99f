import LessonKit
import Marbles

/// The fixed words of the reports, in both languages.
enum ReportWords {
    static let scene = Localized(ko: "장면", en: "scene")
    static let printed = Localized(ko: "출력", en: "printed")
    static let expected = Localized(ko: "기대한 마블", en: "expected marbles")
    static let finalState = Localized(ko: "끝났을 때의 UI", en: "UI at the end")
    static let differs = Localized(ko: "다름", en: "differs")
    static let tick = Localized(ko: "틱", en: "tick")
    static let passed = Localized(ko: "모든 장면이 기대대로 실행되었습니다", en: "every scene ran as expected")
    static let failed = Localized(ko: "기대와 다른 장면이 있습니다", en: "some scenes did not run as expected")
    static let scenePassed = Localized(ko: "장면이 기대대로 실행되었습니다", en: "the scene ran as expected")
    static let sceneFailed = Localized(ko: "장면이 기대와 다르게 실행되었습니다", en: "the scene did not run as expected")
    static let wholeLesson = Localized(ko: "레슨 전체:", en: "The whole lesson:")
    static let wholePage = Localized(ko: "페이지 전체:", en: "The whole page:")
    static let allLessons = Localized(ko: "레슨과 참고 페이지 목록:", en: "The lessons and pages:")
    static let chain = Localized(ko: "체인", en: "chain")
    static func subscriptions(_ count: Int) -> Localized {
        Localized(ko: "구독 \(count)개", en: count == 1 ? "1 subscription" : "\(count) subscriptions")
    }
    /// The note under a chain view that left nodes out (`ChainGraph.limited`), which the command that
    /// draws them all follows.
    static func chainLeftOut(_ hidden: (nodes: Int, events: Int)) -> Localized {
        let limit = ChainGraph.readableLimit
        let events = hidden.events == 1 ? "1 event" : "\(hidden.events) events"
        return Localized(
            ko: "노드 \(hidden.nodes)개(이벤트 \(hidden.events)개)는 그리지 않았습니다. 체인 뷰는 노드 \(limit.nodes)개, "
                + "이벤트 \(limit.events)개까지 그립니다. 모두 그리려면:",
            en:
                "\(hidden.nodes == 1 ? "1 more node" : "\(hidden.nodes) more nodes") (\(events)) not drawn: a chain "
                + "view draws up to \(limit.nodes) nodes and \(limit.events) events. To draw them all:")
    }
    /// The command that draws every node of a scene's chain, and every step inside its constructs.
    static func wholeChainCommand(lesson: String, scene: String) -> String {
        "swift run lessons run \(lesson) --scene \(scene) --whole-chain"
    }
    static let practice = Localized(
        ko: "연습 문제: 직접 써 보고 가상 시간에서 확인하세요", en: "Practice: write it yourself, checked in virtual time")
    static let nextLesson = Localized(ko: "다음 레슨:", en: "Next lesson:")
    static let lastLesson = Localized(
        ko: "마지막 레슨이었습니다. 전체 목록:", en: "That was the last lesson. To see them all:")
    static let timeNote = Localized(
        ko: "시간: 1틱 = 1ms. 다이어그램은 시간에 비례해 그립니다(같은 너비 = 같은 시간). expect의 마블 문자열에서는 한 글자가 10틱입니다.",
        en:
            "time: 1 tick = 1 ms. The diagram is drawn to scale (equal widths, equal times); in the text of expect, 1 character is 10 ticks."
    )

    /// How a terminal diagram is drawn to scale, and how that relates to the text of `expect`.
    static func scaleNote(columns: Int, ticks: Int, cut: Bool) -> Localized {
        let unit = columns == 1 ? "column" : "columns"
        let tickUnit = ticks == 1 ? "tick" : "ticks"
        return Localized(
            ko: "시간: 1틱 = 1ms. 시간에 비례해 그렸습니다: \(columns)칸 = \(ticks)틱"
                + (cut ? ", //는 생략한 조용한 구간" : "")
                + ". expect의 마블 문자열에서는 한 글자 = 10틱입니다.",
            en: "time: 1 tick = 1 ms. Drawn to scale: \(columns) \(unit) = \(ticks) \(tickUnit)"
                + (cut ? ", // = a quiet stretch cut short" : "")
                + ". In the text of expect, 1 character = 10 ticks.")
    }

    /// `timeline` with the error a diagram's `#` stands for (which has no description of its own, and
    /// is written `error`) called what `language` calls an error.
    static func namingPlainErrors(_ timeline: MarbleTimeline, in language: Language) -> MarbleTimeline {
        var timeline = timeline
        let word = language.marbleWords.error
        for stream in timeline.streams.indices {
            for event in timeline.streams[stream].events.indices {
                if case .error("error") = timeline.streams[stream].events[event].kind {
                    timeline.streams[stream].events[event].kind = .error(word)
                }
            }
        }
        return timeline
    }
}
