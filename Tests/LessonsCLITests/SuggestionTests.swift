import LessonKit
import LessonsCLI
import Testing

@Suite("Did you mean …? Suggestions for mistyped names")
struct SuggestionTests {
    static let commands = Command.names
    static let lessons = ["control-event", "custom-binder", "delegate-proxy", "bind-vs-drive"]

    @Test(
        "a typo: a letter wrong, missing, extra, or two swapped",
        arguments: [
            ("rum", "run"),
            ("ru", "run"),
            ("runn", "run"),
            ("rnu", "run"),
            ("lsit", "list"),
            ("chekc", "check"),
            ("cehck", "check"),
            ("stie", "site"),
            ("hlep", "help"),
        ])
    func typo(input: String, expected: String) {
        #expect(Suggestion.closest(to: input, among: Self.commands) == expected)
    }

    @Test("case does not matter, and the candidate comes back as written")
    func caseInsensitive() {
        #expect(Suggestion.closest(to: "RUN", among: Self.commands) == "run")
        #expect(Suggestion.closest(to: "Custom-Bindr", among: Self.lessons) == "custom-binder")
        #expect(Suggestion.closest(to: "list", among: ["LIST"]) == "LIST")
    }

    @Test(
        "a prefix of a candidate, or of one of its words, is close",
        arguments: [
            ("binder", "custom-binder"),
            ("bind", "custom-binder"),
            ("proxy", "delegate-proxy"),
            ("delegate", "delegate-proxy"),
            ("drive", "bind-vs-drive"),
            ("custom", "custom-binder"),
            ("control", "control-event"),
        ])
    func prefixesAndWords(input: String, expected: String) {
        #expect(Suggestion.closest(to: input, among: Self.lessons) == expected)
    }

    @Test(
        "nothing is suggested when nothing is close",
        arguments: ["xyz", "compile", "observable", "abcdef", "bindings"])
    func farAway(input: String) {
        #expect(Suggestion.closest(to: input, among: Self.commands + Self.lessons) == nil)
    }

    @Test("no suggestion for an empty input, or among no candidates")
    func emptyCases() {
        #expect(Suggestion.closest(to: "", among: Self.commands) == nil)
        #expect(Suggestion.closest(to: "run", among: []) == nil)
    }

    @Test("the allowed distance grows with the input: at most max(2, length / 3)")
    func limit() {
        // 6 letters: at most 2 edits.
        #expect(Suggestion.closest(to: "abcxef", among: ["abcdef"]) == "abcdef")
        #expect(Suggestion.closest(to: "abxyef", among: ["abcdef"]) == "abcdef")
        #expect(Suggestion.closest(to: "axyzef", among: ["abcdef"]) == nil)
        // 9 and 10 letters: at most 3 edits.
        #expect(Suggestion.closest(to: "cstom-bndr", among: ["custom-binder"]) == "custom-binder")
        #expect(Suggestion.closest(to: "cstm-bndr", among: ["custom-binder"]) == nil)
    }

    @Test("the closest wins; among equally close candidates, the first")
    func ranking() {
        #expect(Suggestion.closest(to: "lisst", among: ["last", "list"]) == "list")
        #expect(Suggestion.closest(to: "ab", among: ["ac", "ad"]) == "ac")
        #expect(Suggestion.closest(to: "ab", among: ["ad", "ac"]) == "ad")
        // A candidate within the edit distance comes before one that only shares a prefix.
        #expect(Suggestion.closest(to: "bind", among: ["binding-basics", "bend"]) == "bend")
        #expect(Suggestion.closest(to: "binder", among: ["custom-binder", "binders"]) == "binders")
        #expect(Suggestion.closest(to: "custom", among: ["custom-a", "custom-b"]) == "custom-a")
    }

    @Test("the optimal string alignment distance")
    func distance() {
        #expect(Suggestion.distance(from: "run", to: "run") == 0)
        #expect(Suggestion.distance(from: "", to: "run") == 3)
        #expect(Suggestion.distance(from: "run", to: "") == 3)
        #expect(Suggestion.distance(from: "rnu", to: "run") == 1)  // a swap
        #expect(Suggestion.distance(from: "kitten", to: "sitting") == 3)
        #expect(Suggestion.distance(from: "Run", to: "rUN") == 0)
        // Optimal string alignment edits no substring twice: "ca" to "abc" takes 3, not 2.
        #expect(Suggestion.distance(from: "ca", to: "abc") == 3)
        #expect(Suggestion.distance(from: "바인더", to: "바인다") == 1)
    }
}
