import RxCore
import Testing

@testable import LessonKit

/// Each pass of the folding on a recording made by hand: objects are known by identity, subscriptions
/// by the order they were made (the chain's end first, then upstream).
@Suite struct ChainFoldingTests {
    /// An observable, a construct or an observer, known only by its identity.
    private final class Thing {}

    /// `source → map → construct rx.text (about "field") → filter → subscribe`, the construct built on
    /// `source`: its `map` is an internal. `extra` runs after the chain is recorded.
    private func recording(_ extra: (ChainRecorder, [Thing]) -> Void = { _, _ in }) -> (
        ChainRecorder, [Thing]
    ) {
        let things = (0..<6).map { _ in Thing() }
        let recorder = ChainRecorder(clock: { 0 }, objectName: { $0 === things[5] ? "field" : nil })
        let (source, map, construct, filter) = (things[0], things[1], things[2], things[3])
        recorder.fold(construct, as: .reactive("text"), inputs: [source])
        let end = recorder.subscribed(to: filter, named: "filter", consumer: "subscribe", parent: nil)
        let toConstruct = recorder.subscribed(
            to: construct, named: "subscribe(on:)", consumer: nil, parent: end)
        let toMap = recorder.subscribed(to: map, named: "map", consumer: nil, parent: toConstruct)
        recorder.subscription(toMap, isAbout: things[5])
        _ = recorder.subscribed(to: source, named: "PublishSubject", consumer: nil, parent: toMap)
        extra(recorder, things)
        return (recorder, things)
    }

    private func folding(_ recorder: ChainRecorder) -> ChainFolding {
        ChainFolding(sources: recorder.sources, subscriptions: recorder.subscriptions)
    }

    /// The ids the recorder gave the things (in the order it first heard of each).
    private func ids(_ recorder: ChainRecorder, _ things: [Thing]) -> [Int] {
        things.map { thing in recorder.sources.firstIndex { $0.object === thing } ?? -1 }
    }

    @Test func theEdgesFollowEachSubscriptionToTheOneThatMadeIt() {
        let (recorder, things) = recording()
        let id = ids(recorder, things)
        let edges = folding(recorder).edges()
        #expect(edges.downstream[id[0]] == [id[1]])
        #expect(edges.downstream[id[1]] == [id[2]])
        #expect(edges.downstream[id[2]] == [id[3]])
        #expect(edges.downstream[id[3]] == [])
        #expect(edges.upstream[id[3]] == [id[2]])
    }

    @Test func aConstructsInternalsAreWhatLiesBetweenItAndItsInputs() {
        let (recorder, things) = recording()
        let id = ids(recorder, things)
        let pass = folding(recorder)
        let (isInternal, about) = pass.internals(pass.edges())
        #expect(isInternal[id[1]], "map, between the construct and its input")
        #expect(!isInternal[id[0]] && !isInternal[id[2]] && !isInternal[id[3]])
        #expect(about[id[2]] == "field", "the construct is about what its internals are about")
        #expect(
            pass.graph(showingInternals: false).treeLines { "×\($0)" } == [
                "PublishSubject  ×1", "└─ field.rx.text  ×1", "   └─ filter → subscribe  ×1",
            ])
        #expect(pass.graph(showingInternals: true).nodes.count == 4)
    }

    @Test func anInternalTheSceneSubscribesToItselfIsDrawn() {
        let (recorder, things) = recording { recorder, things in
            _ = recorder.subscribed(to: things[1], named: "map", consumer: "subscribe", parent: nil)
        }
        let id = ids(recorder, things)
        let pass = folding(recorder)
        let edges = pass.edges()
        let (isInternal, _) = pass.internals(edges)
        #expect(isInternal[id[1]])
        #expect(!pass.usedOutside(isInternal, edges)[id[1]])
    }

    @Test func aHiddenStepIsLeftOutAndWhatFeedsItEndsTheChain() {
        let (recorder, things) = recording { recorder, things in
            recorder.hide(things[4])
            let end = recorder.subscribed(
                to: things[4], named: "map", consumer: "bind(to:) Binder", parent: nil)
            _ = recorder.subscribed(to: things[3], named: "filter", consumer: nil, parent: end)
        }
        let id = ids(recorder, things)
        let pass = folding(recorder)
        let (isHidden, inherited) = pass.hiddenSteps(pass.edges())
        #expect(isHidden[id[4]] && !isHidden[id[3]])
        #expect(inherited[id[3]] == ["bind(to:) Binder"])
        let filter = pass.graph(showingInternals: false).nodes.first { $0.name == "filter" }
        #expect(filter?.consumers == ["subscribe", "bind(to:) Binder"])
    }

    @Test func aPartComesAfterTheRealSourcesWhateverItsFirstSubscription() {
        let things = (0..<3).map { _ in Thing() }
        let recorder = ChainRecorder(clock: { 0 }, objectName: { _ in nil })
        recorder.part(things[0], as: .reactive("deallocated"), about: things[2])
        _ = recorder.subscribed(to: things[0], named: "PublishSubject", consumer: "subscribe", parent: nil)
        _ = recorder.subscribed(to: things[1], named: "just", consumer: "subscribe", parent: nil)
        let pass = folding(recorder)
        #expect(pass.visibleOrder(folded: [false, false]) == [1, 0])
        #expect(pass.visibleOrder(folded: [false, true]) == [0])
    }

    @Test func aControlsConstructWithoutAControlIsAboutTheOneItIsBuiltOn() {
        let (recorder, things) = recording { recorder, things in
            // A ControlEvent made of the construct, not a member of it (no inputs).
            recorder.fold(things[4], as: .plain("ControlEvent"), inputs: [])
            recorder.controlConstruct(things[4])
            let end = recorder.subscribed(
                to: things[4], named: "subscribe(on:)", consumer: "subscribe", parent: nil)
            _ = recorder.subscribed(to: things[2], named: "subscribe(on:)", consumer: nil, parent: end)
        }
        let id = ids(recorder, things)
        let pass = folding(recorder)
        let edges = pass.edges()
        let (_, about) = pass.internals(edges)
        #expect(about[id[4]] == nil)
        let visible = pass.visibleOrder(folded: Array(repeating: false, count: recorder.sources.count))
        #expect(pass.inheritedAbout(about, visible: visible, edges)[id[4]] == "field")
    }
}
