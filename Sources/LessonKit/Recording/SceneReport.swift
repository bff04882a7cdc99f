import Marbles

/// What one scene did: every stream and property over virtual time, the printed lines, and whether
/// it met its expectations and gave back every resource.
package struct SceneReport {
    /// The scene's id.
    package let sceneID: String
    /// Every recorded stream and property, on one time axis, as drawn: the stage's own lanes named in
    /// the scene's language (`사용자`), a stream subscribed several times drawn as several lanes.
    package let timeline: MarbleTimeline
    /// The same as recorded, by the names the script gave (`user`, `binding error`), one lane a stream:
    /// what expectations and the symptoms of known mistakes are checked against, in any language.
    package let recorded: MarbleTimeline
    /// The inside of its chains, when it traced them (`Stage.traceChain()`): what the scene wrote, the
    /// internals of `rx.text` or a `Driver` folded into them unless the scene asked to show them.
    package var chain: ChainGraph? = nil
    /// The same chains with every internal step drawn (`lessons run --whole-chain`).
    package var wholeChain: ChainGraph? = nil
    /// The inputs a page can change: the test observables the script made from marble text that a
    /// lane records (see `SceneInput`).
    package var inputs: [SceneInput] = []
    /// In a run with replaced inputs, the replacements an observable could not be made from, by
    /// position, with the parser's error (the scene then failed).
    package var inputErrors: [Int: MarbleSyntaxError] = [:]
    /// Each property of the named objects over time (for the state panel and the scrubber).
    package let properties: [PropertyTrack]
    /// The named objects that are on screen, as the simulated screen draws them.
    package let screen: [ScreenObject]
    /// What the scene printed.
    package let console: [ConsoleLine]
    /// Each expectation, and how the stream differed from it (`nil` when it matched).
    package let expectations: [(expectation: Expectation, mismatch: String?)]
    /// What the leak check found once the scene let go of everything.
    package let leakCheck: LeakCheck
    /// Why the scene could not run to its end, if it could not (its script threw, or it never ended).
    package let failure: String?
    /// The language the scene ran in: the language of `failure`, of the mismatches and of `problems`.
    package let language: Language

    /// `Resources.total` before the scene and after it (and everything it made) was released.
    package var resources: (before: Int32, after: Int32) { leakCheck.resources }

    /// Whether the scene ran to its end, met every expectation and leaked nothing.
    package var passed: Bool {
        failure == nil && leakCheck.passed && expectations.allSatisfy { $0.mismatch == nil }
    }

    /// Every way the scene failed, one message each, in the scene's language.
    package var problems: [String] {
        var problems: [String] = []
        if let failure { problems.append(failure) }
        for (expectation, mismatch) in expectations {
            if let mismatch { problems.append("\(expectation.stream): \(mismatch)") }
        }
        problems += leakCheck.lines(in: language).filter { !$0.ok }.map(\.text)
        return problems
    }

    /// Whether the stream `expectation` names drew exactly its diagram in this run (a stream the scene
    /// does not have never does).
    package func matches(_ expectation: Expectation) -> Bool {
        guard recorded.streams.contains(where: { $0.name == expectation.stream }) else { return false }
        return LessonRunner.check(expectation, in: recorded, language: language) == nil
    }
}
