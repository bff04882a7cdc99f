import Curriculum
import LessonKit
import LessonPublishing
import XCTest

/// The chain view where the lessons use it: the playground draws its binding's chain without naming a
/// step, and the sharing lesson shows a Driver made per call as two chains, a stored one as one Driver
/// serving three subscriptions. (XCTest: lessons bind UI, which runs on the main thread.)
final class ChainViewTests: XCTestCase {
    private func report(_ id: String, scene: String, language: Language = .en) throws -> SceneReport {
        let lesson = try XCTUnwrap(catalogue.lesson(id: id))
        return try XCTUnwrap(LessonRunner.run(lesson, scene: scene, language: language)?.scenes.first)
    }

    private func tree(_ report: SceneReport, language: Language = .en) throws -> [String] {
        try XCTUnwrap(report.chain).treeLines { count in
            language == .ko ? "구독 \(count)개" : count == 1 ? "1 subscription" : "\(count) subscriptions"
        }
    }

    /// Every scene of the lessons that draws its chain, with its tree as the lesson draws it (folded):
    /// a change to how a chain is recorded, folded or named shows here, scene by scene.
    func testTheTreeOfEveryTracedSceneIsPinned() throws {
        let expected: [String: String] = [
            "playground/experiment": """
            nameField.rx.text  1 subscription
            └─ orEmpty  1 subscription
               └─ map → bind(to:) Binder  1 subscription
            """,
            "bind-vs-drive/bind-twice": """
            BehaviorRelay  1 subscription
            └─ "service.requestsSent" → subscribe  1 subscription
            cityField.rx.text  2 subscriptions
            └─ orEmpty  2 subscriptions
               └─ filter  2 subscriptions
                  └─ flatMapLatest → bind(to:) Binder  2 subscriptions
            create  1 subscription
            └─ map  1 subscription
               └─ do  1 subscription
                  └─ map  1 subscription
                     └─ catch  1 subscription
                        └─ flatMapLatest ↑
            create  1 subscription
            └─ map  1 subscription
               └─ do  1 subscription
                  └─ map  1 subscription
                     └─ catch  1 subscription
                        └─ flatMapLatest ↑
            """,
            "bind-vs-drive/share-replay": """
            BehaviorRelay  1 subscription
            └─ "service.requestsSent" → subscribe  1 subscription
            cityField.rx.text  1 subscription
            └─ orEmpty  1 subscription
               └─ filter  1 subscription
                  └─ flatMapLatest  1 subscription
                     └─ share(replay: 1) → bind(to:) Binder  3 subscriptions
            create  1 subscription
            └─ map  1 subscription
               └─ do  1 subscription
                  └─ map  1 subscription
                     └─ catch  1 subscription
                        └─ flatMapLatest ↑
            """,
            "sharing/driver-per-call": """
            BehaviorRelay  1 subscription
            └─ "requestsSent" → subscribe  1 subscription
            create  1 subscription
            └─ "request"  1 subscription
               └─ Driver → drive Binder  1 subscription
            create  1 subscription
            └─ "request"  1 subscription
               └─ Driver → drive Binder  1 subscription
            """,
            "sharing/driver-stored": """
            BehaviorRelay  1 subscription
            └─ "requestsSent" → subscribe  1 subscription
            create  2 subscriptions
            └─ "request"  2 subscriptions
               └─ Driver → drive Binder  3 subscriptions
            """,
            "delegate-proxy/one-proxy": """
            locationManager: methodInvoked(didUpdateLocations)  1 subscription
            └─ map  1 subscription
               └─ "proxy(for:)" → subscribe  1 subscription
            locationManager: methodInvoked(didUpdateLocations)  1 subscription
            └─ map  1 subscription
               └─ "init" → subscribe  1 subscription
            """,
            "beyond-controls/life-cycle": """
            ControlEvent  1 subscription
            └─ "list.rx.viewWillAppear" → subscribe  1 subscription
            ControlEvent  1 subscription
            └─ "list.rx.viewDidDisappear" → subscribe  1 subscription
            ControlEvent  1 subscription
            └─ map → bind(to:) Binder  1 subscription
            """,
            "todo-app/end-to-end": """
            BehaviorRelay  3 subscriptions
            ├─ "tasks" → subscribe  1 subscription
            ├─ tableView.rx.items → UITableView  1 subscription
            └─ map  1 subscription
               └─ Driver → drive Binder  1 subscription
            taskTextField.rx.text  1 subscription
            └─ orEmpty  1 subscription
               └─ map → bind(to:) Binder  1 subscription
            taskTextField.rx.text  1 subscription
            └─ orEmpty  1 subscription
               └─ withLatestFrom  1 subscription
                  └─ filter → subscribe  1 subscription
            addButton.rx.tap  1 subscription
            └─ withLatestFrom ↑
            rx.tapGesture()  1 subscription
            └─ filter → subscribe  1 subscription
            rx.tapGesture()  1 subscription
            └─ filter → subscribe  1 subscription
            rx.tapGesture()  1 subscription
            └─ filter → subscribe  1 subscription
            rx.tapGesture()  1 subscription
            └─ filter → subscribe  1 subscription
            rx.tapGesture()  1 subscription
            └─ filter → subscribe  1 subscription
            """,
            "weather-app/search": """
            cityField.rx.text  1 subscription
            └─ orEmpty  1 subscription
               └─ withLatestFrom  1 subscription
                  └─ map  1 subscription
                     └─ filter  1 subscription
                        └─ map  1 subscription
                           └─ merge  1 subscription
                              └─ share  2 subscriptions
                                 ├─ flatMapLatest  1 subscription
                                 │  └─ Driver  5 subscriptions
                                 │     ├─ map  1 subscription
                                 │     │  └─ Driver → drive Binder  1 subscription
                                 │     ├─ map  1 subscription
                                 │     │  └─ Driver → drive Binder  1 subscription
                                 │     ├─ map  1 subscription
                                 │     │  └─ Driver → drive Binder  1 subscription
                                 │     ├─ map  1 subscription
                                 │     │  └─ Driver → drive Binder  1 subscription
                                 │     └─ map  1 subscription
                                 │        └─ merge  1 subscription
                                 │           └─ distinctUntilChanged  1 subscription
                                 │              └─ Driver → drive Binder  1 subscription
                                 └─ map  1 subscription
                                    └─ merge ↑
            cityField.rx.controlEvent(_:)  1 subscription
            └─ withLatestFrom ↑
            locationButton.rx.tap  1 subscription
            └─ flatMapLatest  1 subscription
               └─ map  1 subscription
                  └─ merge ↑
            ControlEvent  1 subscription
            └─ map  1 subscription
               └─ flatMapLatest  1 subscription
                  └─ map  1 subscription
                     └─ Driver → drive Binder  1 subscription
            create  1 subscription
            └─ map  1 subscription
               └─ map  1 subscription
                  └─ Driver  1 subscription
                     └─ flatMapLatest ↑
            """,
        ]
        var traced: [String] = []
        for lesson in catalogue.lessons {
            for scene in lesson.scenes where scene.tracesChain { traced.append("\(lesson.id)/\(scene.id)") }
        }
        XCTAssertEqual(traced.sorted(), expected.keys.sorted(), "every traced scene is pinned here")
        for (name, tree) in expected {
            let parts = name.split(separator: "/").map(String.init)
            XCTAssertEqual(
                try self.tree(try report(parts[0], scene: parts[1])).joined(separator: "\n"), tree, name)
        }
    }

    func testThePlaygroundDrawsItsBindingsChain() throws {
        XCTAssertEqual(
            try tree(try report("playground", scene: "experiment")),
            [
                "nameField.rx.text  1 subscription", "└─ orEmpty  1 subscription",
                "   └─ map → bind(to:) Binder  1 subscription",
            ])
        XCTAssertEqual(
            try tree(try report("playground", scene: "experiment", language: .ko), language: .ko).last,
            "   └─ map → bind(to:) Binder  구독 1개")
    }

    func testADriverMadePerCallIsTwoChainsAndAStoredOneServesThree() throws {
        let perCall = try tree(try report("sharing", scene: "driver-per-call"))
        XCTAssertEqual(perCall.filter { $0.contains("Driver → drive Binder  1 subscription") }.count, 2)
        XCTAssertEqual(perCall.filter { $0.contains("\"request\"  1 subscription") }.count, 2)
        let stored = try tree(try report("sharing", scene: "driver-stored"))
        XCTAssertTrue(stored.contains("└─ \"request\"  2 subscriptions"), "\(stored)")
        XCTAssertTrue(stored.contains("   └─ Driver → drive Binder  3 subscriptions"), "\(stored)")
    }

    func testBindingTwiceSubscribesTheWholeChainTwiceAndShareOnce() throws {
        let twice = try tree(try report("bind-vs-drive", scene: "bind-twice"))
        XCTAssertEqual(
            Array(twice.drop { !$0.hasPrefix("cityField") }.prefix(4)),
            [
                "cityField.rx.text  2 subscriptions", "└─ orEmpty  2 subscriptions",
                "   └─ filter  2 subscriptions", "      └─ flatMapLatest → bind(to:) Binder  2 subscriptions",
            ])
        XCTAssertEqual(twice.filter { $0.hasPrefix("create  1 subscription") }.count, 2, "\(twice)")
        let shared = try tree(try report("bind-vs-drive", scene: "share-replay"))
        XCTAssertEqual(
            Array(shared.drop { !$0.hasPrefix("cityField") }.prefix(5)),
            [
                "cityField.rx.text  1 subscription", "└─ orEmpty  1 subscription",
                "   └─ filter  1 subscription",
                "      └─ flatMapLatest  1 subscription",
                "         └─ share(replay: 1) → bind(to:) Binder  3 subscriptions",
            ])
        XCTAssertEqual(shared.filter { $0.hasPrefix("create") }.count, 1, "\(shared)")
    }

    func testEachProxyHasItsOwnSubjectAndTheOneMadeWithInitCompletesAtOnce() throws {
        let scene = try report("delegate-proxy", scene: "one-proxy")
        XCTAssertEqual(
            try tree(scene).filter { $0.hasPrefix("locationManager: methodInvoked(didUpdateLocations)") }
                .count, 2)
        let lanes = try XCTUnwrap(scene.chain).timeline.streams
        XCTAssertEqual(
            lanes.first { $0.name == "locationManager: methodInvoked(didUpdateLocations) #2" }?.events.map(
                \.kind),
            [.completed])
    }

    func testTheToDoAppsChainIsItsWiring() throws {
        let scene = try report("todo-app", scene: "end-to-end")
        let lines = try tree(scene)
        XCTAssertEqual(
            Array(lines.prefix(5)),
            [
                "BehaviorRelay  3 subscriptions", "├─ \"tasks\" → subscribe  1 subscription",
                "├─ tableView.rx.items → UITableView  1 subscription", "└─ map  1 subscription",
                "   └─ Driver → drive Binder  1 subscription",
            ])
        XCTAssertEqual(lines.filter { $0 == "taskTextField.rx.text  1 subscription" }.count, 2)
        XCTAssertEqual(lines.filter { $0 == "rx.tapGesture()  1 subscription" }.count, 5, "one per cell")
        // The tasks are drawn as the scene's "tasks" lane draws them (a task's own description holds
        // the time it was made).
        let relay = try XCTUnwrap(scene.chain?.timeline.streams.first { $0.name == "BehaviorRelay" })
        XCTAssertTrue(relay.events.contains { $0.kind == .next("milk ✓, eggs") }, "\(relay.events)")
    }

    func testTheSitesScenesDrawTheirChains() throws {
        let files = Dictionary(uniqueKeysWithValues: try SiteBuilder(catalogue: catalogue).files())
        for language in ["en", "ko"] {
            let page = try XCTUnwrap(files["\(language)/sharing.html"])
            XCTAssertEqual(page.components(separatedBy: "<div class=\"chain\">").count, 3, language)
            XCTAssertEqual(page.components(separatedBy: "<svg class=\"chain-graph\"").count, 3, language)
        }
        let playground = try XCTUnwrap(files["ko/playground.html"])
        XCTAssertTrue(playground.contains("<h4>체인</h4>"))
        // Node k of the tree is lane k, and says how many of its subscriptions are active: its one
        // subscription lasts from 0 to the scene's end, so one frame says so.
        let node = try XCTUnwrap(
            playground.range(
                of: "<g class=\"chain-node\" data-stream=\"2\" tabindex=\"0\" "
                    + "role=\"button\" aria-pressed=\"false\" aria-label=\"map: 구독 1개."))
        let count = playground[node.upperBound...].prefix { $0 != "\n" }
        XCTAssertTrue(
            count.contains("<tspan data-frame=\"0\" class=\"active\"> · 지금 1개 구독 중</tspan></text></g>"),
            String(count))
        let lanes = try XCTUnwrap(playground.range(of: "id=\"playground-experiment-chain-lanes-"))
        let lane = try XCTUnwrap(
            playground[lanes.upperBound...].range(of: "<g class=\"stream\" data-stream=\"2\">"))
        XCTAssertTrue(playground[lane.upperBound...].prefix(120).contains(">map</text>"))
    }
}
