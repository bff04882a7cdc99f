import LessonKit
import Marbles
import RxSandbox
import XCTest

/// A traced scene's chain graph: every subscription the scene makes, drawn without naming any step;
/// constructs folded; sharing seen as one upstream subscription serving several. (XCTest: the scenes
/// bind UI, which runs on the main thread.)
final class ChainGraphTests: XCTestCase {
    private func chain(_ script: @escaping (Stage) throws -> Void) throws -> ChainGraph {
        let report = LessonRunner.run(Scene("test", tracesChain: true, script: script))
        XCTAssertTrue(report.passed, "\(report.problems)")
        return try XCTUnwrap(report.chain)
    }

    private func tree(_ graph: ChainGraph) -> [String] {
        graph.treeLines { "×\($0)" }
    }

    func testABindingIsDrawnFromItsControlPropertyToItsBinder() throws {
        let graph = try chain { stage in
            let field = stage.show(UITextField(), as: "field", properties: ["text"])
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            field.rx.text.orEmpty.map { $0.uppercased() }.bind(to: label.rx.text).disposed(
                by: stage.disposeBag)
            stage.user(at: 10) { field.simulateTyping("a") }
        }
        XCTAssertEqual(
            tree(graph),
            ["field.rx.text  ×1", "└─ orEmpty  ×1", "   └─ map → bind(to:) Binder  ×1"])
        let lanes = graph.timeline.streams
        XCTAssertEqual(lanes.map(\.name), ["field.rx.text", "orEmpty", "map"])
        XCTAssertEqual(lanes[2].events.last, MarbleEvent(time: 10, kind: .next("A")))
        XCTAssertEqual(lanes[2].subscriptions, [Subscription(0, 20)], "subscribed at 0, disposed at the end")
    }

    func testShowingInternalsDrawsTheStepsInsideAConstruct() throws {
        let report = LessonRunner.run(
            Scene("test") { stage in
                stage.traceChain(showingInternals: true)
                let button = stage.show(UIButton(), as: "button")
                button.rx.tap.subscribe().disposed(by: stage.disposeBag)
            })
        XCTAssertTrue(report.passed, "\(report.problems)")
        let graph = try XCTUnwrap(report.chain)
        XCTAssertEqual(
            tree(graph),
            [
                // The control's events at the root, `rx.deallocated` (which `take(until:)` subscribes to
                // first) after.
                "button: create  ×1", "└─ take(until:)  ×1", "   └─ button.rx.tap → subscribe  ×1",
                "button.rx.deallocated  ×1", "└─ take(until:) ↑",
            ])
    }

    func testFoldedTheConstructIsOneNodeAndTheWholeChainKeepsItsSteps() throws {
        let report = LessonRunner.run(
            Scene("test", tracesChain: true) { stage in
                let button = stage.show(UIButton(), as: "button")
                button.rx.tap.subscribe().disposed(by: stage.disposeBag)
            })
        XCTAssertEqual(try XCTUnwrap(report.chain).treeLines { "×\($0)" }, ["button.rx.tap → subscribe  ×1"])
        XCTAssertEqual(try XCTUnwrap(report.wholeChain).nodes.count, 4)
    }

    func testADriversOperatorsAreDrawnBetweenItsDrivers() throws {
        let graph = try chain { stage in
            let numbers = PublishSubject<Int>()
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            numbers.map { $0 + 1 }.asDriver(onErrorJustReturn: 0).map { "\($0)" }.drive(label.rx.text)
                .disposed(by: stage.disposeBag)
        }
        XCTAssertEqual(
            tree(graph),
            [
                "PublishSubject  ×1", "└─ map  ×1", "   └─ Driver  ×1", "      └─ map  ×1",
                "         └─ Driver → drive Binder  ×1",
            ])
    }

    func testAConstructDoesNotFoldTheConstructsItIsMadeOf() throws {
        // A `ControlProperty` of the scene's own over a relay, and `withLatestFrom` of two Drivers.
        let graph = try chain { stage in
            let stepper = stage.show(UIStepper(), as: "stepper")
            let relay = BehaviorRelay(value: 1)
            let quantity = ControlProperty(
                values: relay.asObservable().take(until: stepper.rx.deallocated),
                valueSink: Binder(stepper) { _, value in relay.accept(value) })
            let doubled = quantity.asDriver().map { $0 * 2 }
            doubled.withLatestFrom(quantity.asDriver()).drive(onNext: { _ in }).disposed(by: stage.disposeBag)
        }
        XCTAssertEqual(
            tree(graph),
            [
                "BehaviorRelay  ×2", "└─ stepper: ControlProperty  ×2", "   ├─ Driver  ×1",
                "   │  └─ withLatestFrom  ×1", "   │     └─ Driver → drive  ×1", "   └─ Driver  ×1",
                "      └─ map  ×1", "         └─ Driver  ×1", "            └─ withLatestFrom ↑",
            ], "the relay drawn, the stepper's rx.deallocated folded into the ControlProperty")
    }

    func testAPartMadeIntoAConstructByTheSceneIsDrawn() throws {
        let graph = try chain { stage in
            let field = stage.show(UITextField(), as: "field")
            let label = stage.show(UILabel(), as: "label", properties: ["text"])
            field.rx.text.subscribe().disposed(by: stage.disposeBag)
            field.rx.deallocated.map { "gone" }.asDriver(onErrorJustReturn: "").drive(label.rx.text)
                .disposed(by: stage.disposeBag)
        }
        XCTAssertEqual(
            tree(graph),
            [
                "field.rx.deallocated  ×2", "├─ field.rx.text → subscribe  ×1", "└─ map  ×1",
                "   └─ Driver → drive Binder  ×1",
            ])
    }

    func testAConstructALearnerMakesIsNamedByTheFactoryThatMadeIt() throws {
        // RxCocoa's signature: `controlEvent(_:)` takes no name, so it is named by itself.
        let graph = try chain { stage in
            let field = stage.show(UITextField(), as: "field")
            field.rx.controlEvent(.editingDidEnd).subscribe().disposed(by: stage.disposeBag)
        }
        XCTAssertEqual(tree(graph), ["field.rx.controlEvent(_:) → subscribe  ×1"])
    }

    func testALearnersConstructBuiltOnAFactorysIsNamedByItsKindAndAboutTheSameControl() throws {
        let graph = try chain { stage in
            let wifi = stage.show(UISwitch(), as: "wifi")
            stage.record(wifi.rx.flipped, as: "flips")
        }
        XCTAssertEqual(
            tree(graph),
            [
                "wifi.rx.controlEvent(_:)  ×1", "└─ wifi: ControlEvent  ×1",
                "   └─ \"flips\" → subscribe  ×1",
            ])
    }

    func testAnInternalTheSceneAlsoUsesItselfIsDrawn() throws {
        // `rx.deallocated` is inside `rx.tap`, and the scene ends a chain of its own with it: it is drawn,
        // feeding both.
        let graph = try chain { stage in
            let button = stage.show(UIButton(), as: "button")
            let taps = PublishSubject<Int>()
            button.rx.tap.subscribe().disposed(by: stage.disposeBag)
            taps.take(until: button.rx.deallocated).subscribe().disposed(by: stage.disposeBag)
        }
        XCTAssertEqual(
            tree(graph),
            [
                "PublishSubject  ×1", "└─ take(until:) → subscribe  ×1",
                "button.rx.deallocated  ×2", "├─ button.rx.tap → subscribe  ×1", "└─ take(until:) ↑",
            ])
    }

    func testABigChainIsDrawnInPartWithWhatIsLeftOutCounted() throws {
        let graph = try chain { stage in
            var numbers = PublishSubject<Int>().asObservable()
            for _ in 0..<30 { numbers = numbers.map { $0 + 1 } }
            numbers.subscribe().disposed(by: stage.disposeBag)
        }
        XCTAssertEqual(graph.nodes.count, 31)
        let limited = graph.limited()
        XCTAssertEqual(limited.nodes.count, ChainGraph.readableLimit.nodes)
        XCTAssertEqual(limited.hidden.nodes, 31 - ChainGraph.readableLimit.nodes)
        XCTAssertEqual(limited.roots.map { limited.nodes[$0].name }, ["PublishSubject"], "the sources first")
        XCTAssertEqual(limited.limited(), limited, "what fits is kept as it is")
        let twice = limited.limited(nodes: 10)
        XCTAssertEqual(twice.hidden.nodes, 31 - 10, "what was left out before is still counted")
        XCTAssertEqual(graph.limited(nodes: 0, events: 0).nodes.count, 1, "the first node is always drawn")
    }

    func testTooManyEventsLeaveTheLaterNodesOut() throws {
        let graph = try chain { stage in
            let numbers = PublishSubject<Int>()
            numbers.map { $0 }.subscribe().disposed(by: stage.disposeBag)
            for time in 1...10 { stage.at(time) { numbers.onNext(time) } }
        }
        let limited = graph.limited(nodes: 10, events: 15)
        XCTAssertEqual(limited.nodes.map(\.name), ["PublishSubject"])
        XCTAssertEqual(limited.hidden.nodes, 1)
        XCTAssertEqual(limited.hidden.events, 10, "the map's ten values")
    }

    func testALoopWithoutASourceIsDrawnFromItsFirstNode() {
        let loop = ChainGraph(nodes: [
            ChainGraph.Node(name: "a", downstream: [1], consumers: [], subscriptions: [], events: []),
            ChainGraph.Node(name: "b", downstream: [0], consumers: [], subscriptions: [], events: []),
        ])
        XCTAssertEqual(loop.treeLines { "×\($0)" }, ["a  ×0", "└─ b  ×0", "   └─ a ↑"])
    }

    func testWithoutSharingTheUpstreamIsSubscribedOncePerObserver() throws {
        let graph = try chain { stage in
            let taps = PublishSubject<Int>()
            let doubled = taps.map { $0 * 2 }
            doubled.subscribe().disposed(by: stage.disposeBag)
            doubled.subscribe().disposed(by: stage.disposeBag)
            stage.at(10) { taps.onNext(1) }
        }
        XCTAssertEqual(tree(graph), ["PublishSubject  ×2", "└─ map → subscribe  ×2"])
        XCTAssertEqual(
            graph.timeline.streams[1].events,
            [MarbleEvent(time: 10, kind: .next("2")), MarbleEvent(time: 10, kind: .next("2"))],
            "each subscription sends its own copy")
    }

    func testAShareServesSeveralObserversWithOneUpstreamSubscription() throws {
        let graph = try chain { stage in
            let taps = PublishSubject<Int>()
            let doubled = taps.map { $0 * 2 }.share()
            doubled.subscribe().disposed(by: stage.disposeBag)
            doubled.subscribe().disposed(by: stage.disposeBag)
            stage.at(10) { taps.onNext(1) }
        }
        XCTAssertEqual(
            tree(graph), ["PublishSubject  ×1", "└─ map  ×1", "   └─ share → subscribe  ×2"])
    }

    func testADriverIsOneNodeFedOnceAndDrivingEachObserver() throws {
        let graph = try chain { stage in
            let cities = PublishSubject<String>()
            let first = stage.show(UILabel(), as: "first", properties: ["text"])
            let second = stage.show(UILabel(), as: "second", properties: ["text"])
            let weather = cities.map { $0 + " 21°" }.asDriver(onErrorJustReturn: "?")
            weather.drive(first.rx.text).disposed(by: stage.disposeBag)
            weather.drive(second.rx.text).disposed(by: stage.disposeBag)
            stage.at(10) { cities.onNext("Seoul") }
        }
        XCTAssertEqual(
            tree(graph),
            ["PublishSubject  ×1", "└─ map  ×1", "   └─ Driver → drive Binder  ×2"])
    }

    func testAnInnerSubscriptionOfAFlatMapIsANodeOfItsOwn() throws {
        let graph = try chain { stage in
            let queries = PublishSubject<String>()
            queries.flatMapLatest { query in Observable.just(query + "!") }.subscribe()
                .disposed(by: stage.disposeBag)
            stage.at(10) { queries.onNext("a") }
            stage.at(20) { queries.onNext("b") }
        }
        XCTAssertEqual(
            tree(graph),
            [
                "PublishSubject  ×1", "└─ flatMapLatest → subscribe  ×1", "just  ×1", "└─ flatMapLatest ↑",
                "just  ×1", "└─ flatMapLatest ↑",
            ], "each inner sequence is a node, fed into the flatMapLatest that subscribed to it")
    }

    func testEachMergingOperatorIsDrawnByItsOwnName() throws {
        let graph = try chain { stage in
            let taps = PublishSubject<Int>()
            let bag = stage.disposeBag
            taps.flatMap { Observable.just($0) }.subscribe().disposed(by: bag)
            taps.flatMapFirst { Observable.just($0) }.subscribe().disposed(by: bag)
            taps.concatMap { Observable.just($0) }.subscribe().disposed(by: bag)
            taps.map { Observable.just($0) }.merge(maxConcurrent: 2).subscribe().disposed(by: bag)
            taps.map { Observable.just($0) }.merge(maxConcurrent: 1).subscribe().disposed(by: bag)
            taps.map { Observable.just($0) }.merge().subscribe().disposed(by: bag)
            taps.map { Observable.just($0) }.concat().subscribe().disposed(by: bag)
            Observable.merge(taps, taps).subscribe().disposed(by: bag)
        }
        XCTAssertEqual(
            graph.nodes.map(\.name).filter { $0 != "PublishSubject" && $0 != "map" },
            [
                "flatMap", "flatMapFirst", "concatMap", "merge(maxConcurrent:)", "merge(maxConcurrent:)",
                "merge", "concat", "merge",
            ])
    }

    func testARecordedStreamIsOneNodeNamedAfterItsLane() throws {
        let graph = try chain { stage in
            let taps = PublishSubject<Int>()
            stage.record(taps.map { $0 + 1 }, as: "counts")
            stage.at(10) { taps.onNext(1) }
        }
        XCTAssertEqual(
            tree(graph), ["PublishSubject  ×1", "└─ map  ×1", "   └─ \"counts\" → subscribe  ×1"])
    }

    func testARelayIsItsOwnNode() throws {
        let graph = try chain { stage in
            let selection = BehaviorRelay(value: 0)
            selection.map { $0 + 1 }.subscribe().disposed(by: stage.disposeBag)
            stage.at(10) { selection.accept(1) }
        }
        XCTAssertEqual(tree(graph), ["BehaviorRelay  ×1", "└─ map → subscribe  ×1"])
    }

    func testAnObjectsAddressIsNotDrawn() throws {
        final class Thing: CustomStringConvertible {
            var description: String { "<Thing: 0x00ab12>" }
        }
        let graph = try chain { stage in
            let things = PublishSubject<[Thing]>()
            things.subscribe().disposed(by: stage.disposeBag)
            stage.at(10) { things.onNext([Thing()]) }
        }
        XCTAssertEqual(graph.nodes.first?.events.first?.kind, .next("[<Thing>]"))
    }

    func testWhatAnObserverAtTheEndSubscribesStartsAChainOfItsOwn() throws {
        let graph = try chain { stage in
            let rows = PublishSubject<Int>()
            let taps = PublishSubject<Void>()
            rows.map { $0 }.subscribe(onNext: { _ in
                taps.subscribe().disposed(by: stage.disposeBag)
            }).disposed(by: stage.disposeBag)
            stage.at(10) { rows.onNext(1) }
        }
        XCTAssertEqual(
            tree(graph), ["PublishSubject  ×1", "└─ map → subscribe  ×1", "PublishSubject → subscribe  ×1"],
            "the subscription made in the callback is not fed into the map")
    }

    func testAnUntracedSceneHasNoChain() {
        let report = LessonRunner.run(
            Scene("plain") { stage in
                PublishSubject<Int>().subscribe().disposed(by: stage.disposeBag)
            })
        XCTAssertNil(report.chain)
    }
}

extension Reactive where Base: UISwitch {
    /// A learner's ControlEvent, made in its getter of the one `controlEvent(_:)` makes there.
    fileprivate var flipped: ControlEvent<Bool> {
        ControlEvent(events: controlEvent(.valueChanged).map { [weak base] in base?.isOn ?? false })
    }
}
