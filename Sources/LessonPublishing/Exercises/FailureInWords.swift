import ExerciseKit
import LessonKit
import Marbles

/// A failed scenario that matches no known mistake, said in plain words: at the first tick where one of
/// its lanes differs from what the scenario expects, what happened then (the user's action, the
/// properties that were set) and what the lane has, against what was expected: "At tick 40
/// (`stepper.value` → 5.0), the lane `stepper.rx.quantity.changed` has 3 where the scenario expects
/// nothing."
enum FailureInWords {
    /// The sentence for `outcome`, in `language`; nil when no lane of it differs (it failed another way:
    /// a leak, a script that threw).
    static func sentence(for outcome: ExerciseCheck.Outcome, in language: Language) -> String? {
        guard let expected = try? outcome.scenario.expectedTimeline() else { return nil }
        let actual = outcome.report.recorded.streams
        var first: (time: Int, stream: String, expected: [MarbleEvent.Kind], actual: [MarbleEvent.Kind])?
        for stream in expected.streams {
            let recorded = actual.first { $0.name == stream.name }?.events ?? []
            let times = Set(stream.events.map(\.time) + recorded.map(\.time)).sorted()
            for time in times {
                let wanted = stream.events.filter { $0.time == time }.map(\.kind)
                let got = recorded.filter { $0.time == time }.map(\.kind)
                guard wanted != got else { continue }
                if first == nil || time < first!.time { first = (time, stream.name, wanted, got) }
                break
            }
        }
        guard let first else { return nil }
        let context = happenings(at: first.time, except: first.stream, in: actual, language: language)
        let sent =
            first.actual.isEmpty
            ? nothing[language]
            : first.actual.map { words(for: $0, language) }
                .joined(separator: ", ")
        let wanted =
            first.expected.isEmpty
            ? nothing[language]
            : first.expected.map { words(for: $0, language) }
                .joined(separator: ", ")
        let lane = Stage.laneName(first.stream, in: language)
        let when =
            context.isEmpty
            ? Localized(ko: "\(first.time)틱에", en: "At tick \(first.time)")
            : Localized(
                ko: "\(first.time)틱에(\(context.joined(separator: "; ")))",
                en: "At tick \(first.time) (\(context.joined(separator: "; ")))")
        return Localized(
            ko: "\(when.ko) `\(lane)` 레인에 있는 것: \(sent). 시나리오가 기대하는 것: \(wanted).",
            en: "\(when.en), the lane `\(lane)` has \(sent) where the scenario expects \(wanted).")[language]
    }

    private static let nothing = Localized(ko: "없음", en: "nothing")

    /// What else happened at `time`: the user's actions, and each other lane's values.
    private static func happenings(
        at time: Int, except stream: String, in streams: [MarbleStream], language: Language
    ) -> [String] {
        streams.compactMap { other -> String? in
            guard other.name != stream else { return nil }
            let here = other.events.filter { $0.time == time }
            guard !here.isEmpty else { return nil }
            // The user lane says what the user did, in words.
            if other.name == Stage.userLane {
                let actions = here.compactMap { event -> String? in
                    if case .next(let label) = event.kind { return label }
                    return nil
                }
                return Localized(
                    ko: "사용자: \(actions.joined(separator: ", "))",
                    en: "the user: \(actions.joined(separator: ", "))")[
                        language]
            }
            let joined = here.map { words(for: $0.kind, language) }.joined(separator: ", ")
            return "`\(Stage.laneName(other.name, in: language))` → \(joined)"
        }
    }

    /// An event in words: its value's label, `completed`, or `an error`.
    private static func words(for kind: MarbleEvent.Kind, _ language: Language) -> String {
        switch kind {
        case .next(let label): return "`\(label)`"
        case .completed: return Localized(ko: "완료", en: "completion")[language]
        case .error(let description):
            return Localized(ko: "에러(\(description))", en: "an error (\(description))")[language]
        }
    }
}
