import Foundation
import LessonKit
import Marbles
import RxSandbox
import XCTest

/// A scene's network: every `URLSession.rx` request of the scene goes to `stage.network`, and
/// `showNetwork()` draws each exchange as a lane of its own, named after its request.
final class StageNetworkTests: XCTestCase {
    private let weather = "https://api.example.com/weather"

    private func run(_ script: @escaping (Stage) throws -> Void) -> SceneReport {
        LessonRunner.run(Scene("test", script: script))
    }

    private func stream(_ name: String, in report: SceneReport) -> MarbleStream? {
        report.timeline.streams.first { $0.name == name }
    }

    /// The weather of `city`, as a service asks for it.
    private func weather(for city: String) -> Observable<String> {
        let url = URL(string: "\(weather)?city=\(city)")!
        return URLSession.shared.rx.data(request: URLRequest(url: url))
            .map { String(decoding: $0, as: UTF8.self) }
    }

    func testEachExchangeIsALaneNamedAfterItsRequestFromRequestToResponse() {
        let report = run { [self] stage in
            stage.network.respond(
                to: weather, with: .json(#"{"temperature": 21}"#, latency: .milliseconds(20)))
            stage.showNetwork()
            stage.at(10) { self.weather(for: "Seoul").subscribe().disposed(by: stage.disposeBag) }
            stage.expect("#1 GET /weather?city=Seoul", "---(a|)", values: ["a": #"200 {"temperature": 21}"#])
        }
        XCTAssertEqual(report.timeline.streams.map(\.name), ["#1 GET /weather?city=Seoul"])
        let exchange = stream("#1 GET /weather?city=Seoul", in: report)
        XCTAssertEqual(
            exchange?.events,
            [
                MarbleEvent(time: 30, kind: .next(#"200 {"temperature": 21}"#)),
                MarbleEvent(time: 30, kind: .completed),
            ])
        XCTAssertEqual(exchange?.subscriptions, [Subscription(10, 30)])
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
    }

    func testARequestFlatMapLatestMovesOnFromIsCancelled() {
        let report = run { [self] stage in
            stage.network.respond(to: weather, with: .text("sunny", latency: .milliseconds(30)))
            stage.showNetwork()
            let cities = PublishSubject<String>()
            stage.record(cities.flatMapLatest { self.weather(for: $0) }, as: "weather")
            stage.at(10) { cities.onNext("Seoul") }
            stage.at(20) { cities.onNext("Busan") }
        }
        XCTAssertEqual(
            report.timeline.streams.map(\.name),
            ["#1 GET /weather?city=Seoul", "#2 GET /weather?city=Busan", "weather"])
        let cancelled = stream("#1 GET /weather?city=Seoul", in: report)
        XCTAssertEqual(cancelled?.events, [], "a cancelled request has no response")
        XCTAssertEqual(cancelled?.subscriptions, [Subscription(10, 20)])
        XCTAssertEqual(
            stream("#2 GET /weather?city=Busan", in: report)?.subscriptions, [Subscription(20, 50)])
        XCTAssertEqual(stream("weather", in: report)?.events, [MarbleEvent(time: 50, kind: .next("sunny"))])
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
    }

    func testOfflineARequestFailsAtOnceWithTheURLErrorNamedAsCodeNamesIt() {
        let report = run { [self] stage in
            stage.network.respond(to: weather, with: .json("{}"))
            stage.showNetwork()
            stage.at(30) { stage.network.isOffline = true }
            stage.at(40) {
                self.weather(for: "Busan").subscribe(onError: { _ in }).disposed(by: stage.disposeBag)
            }
            stage.expect("#1 GET /weather?city=Busan", "----#", error: "URLError.notConnectedToInternet")
        }
        let failed = stream("#1 GET /weather?city=Busan", in: report)
        XCTAssertEqual(
            failed?.events, [MarbleEvent(time: 40, kind: .error("URLError.notConnectedToInternet"))])
        XCTAssertEqual(failed?.subscriptions, [Subscription(40, 40)])
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
    }

    func testTheNetworkLanesStandWhereTheScriptShowedThem() {
        let report = run { [self] stage in
            let before = stage.show(UILabel(), as: "before", properties: ["text"])
            stage.showNetwork()
            stage.showNetwork()
            let after = stage.show(UILabel(), as: "after", properties: ["text"])
            stage.at(10) {
                self.weather(for: "Jeju").subscribe().disposed(by: stage.disposeBag)
                before.text = "b"
                after.text = "a"
            }
        }
        XCTAssertEqual(
            report.timeline.streams.map(\.name), ["before.text", "#1 GET /weather?city=Jeju", "after.text"])
        XCTAssertEqual(
            stream("#1 GET /weather?city=Jeju", in: report)?.events.first?.kind, .next("404 Not Found"),
            "a request no endpoint matches gets a 404")
    }

    func testWithoutShowNetworkTheNetworkAnswersButDrawsNothing() {
        var answers: [String] = []
        let report = run { [self] stage in
            stage.network.respond(to: weather, with: .text("rain"))
            stage.at(10) {
                self.weather(for: "Seoul").subscribe(onNext: { answers.append($0) }).disposed(
                    by: stage.disposeBag)
            }
        }
        XCTAssertEqual(answers, ["rain"])
        XCTAssertEqual(report.timeline.streams.map(\.name), [])
    }

    func testAResponsesLabelIsItsStatusAndItsBodyCutToFortyCharacters() {
        let report = run { stage in
            stage.network.respond(
                to: "https://api.example.com/long", with: .text(String(repeating: "x", count: 50)))
            stage.network.respond(
                to: "https://api.example.com/empty", with: SimulatedResponse(statusCode: 204))
            stage.network.respond(
                to: "https://api.example.com/bytes", with: SimulatedResponse(body: Data([0xFF, 0xFE, 0x00])))
            stage.network.respond(to: "https://api.example.com/lines", with: .text("one\ntwo"))
            stage.showNetwork()
            for path in ["long", "empty", "bytes", "lines"] {
                URLSession.shared.rx.response(
                    request: URLRequest(url: URL(string: "https://api.example.com/\(path)")!)
                )
                .subscribe().disposed(by: stage.disposeBag)
            }
        }
        let labels = report.timeline.streams.compactMap { stream -> String? in
            guard case .next(let label)? = stream.events.first?.kind else { return nil }
            return label
        }
        XCTAssertEqual(
            labels, ["200 " + String(repeating: "x", count: 40) + "…", "204", "200 3 bytes", "200 one two"])
    }

    func testTheSameSceneDrawsTheSameLanesEveryRun() {
        let script: (Stage) -> Void = { [self] stage in
            stage.network.respond(to: weather) { request in
                .json(#"{"city": "\#(request.url?.query ?? "")"}"#, latency: .milliseconds(15))
            }
            stage.showNetwork()
            let cities = PublishSubject<String>()
            stage.record(cities.flatMapLatest { self.weather(for: $0) }, as: "weather")
            stage.at(10) { cities.onNext("Seoul") }
            stage.at(20) { cities.onNext("Busan") }
            stage.at(50) { stage.network.isOffline = true }
            stage.at(60) { cities.onNext("Jeju") }
        }
        let first = run(script)
        XCTAssertEqual(first.timeline, run(script).timeline)
        XCTAssertEqual(first.timeline.streams.count, 4)
    }

    func testTheScenesRequestsGoToItsNetworkUnloggedAndEverythingIsPutBackAfter() {
        let outside = SimulatedNetwork(scheduler: MainScheduler.instance)
        let savedNetwork = Hooks.simulatedNetwork
        let savedShouldLog = URLSession.rx.shouldLogRequest
        Hooks.simulatedNetwork = outside
        URLSession.rx.shouldLogRequest = { _ in true }
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
        defer {
            Hooks.simulatedNetwork = savedNetwork
            URLSession.rx.shouldLogRequest = savedShouldLog
            UIApplication.shared.isNetworkActivityIndicatorVisible = false
        }
        var seen: (network: SimulatedNetwork?, logs: Bool, indicator: Bool)?
        let report = run { [self] stage in
            seen = (
                Hooks.simulatedNetwork,
                URLSession.rx.shouldLogRequest(URLRequest(url: URL(string: weather)!)),
                UIApplication.shared.isNetworkActivityIndicatorVisible
            )
            stage.network.respond(to: weather, with: .text("fog"))
            self.weather(for: "Seoul").subscribe().disposed(by: stage.disposeBag)
            XCTAssertIdentical(seen?.network, stage.network)
        }
        XCTAssertEqual(seen?.logs, false, "a scene logs no request")
        XCTAssertEqual(seen?.indicator, false, "a scene starts with the app as it starts")
        XCTAssertEqual(report.console, [], "no curl command in the scene's console")
        XCTAssertIdentical(Hooks.simulatedNetwork, outside)
        XCTAssertTrue(URLSession.rx.shouldLogRequest(URLRequest(url: URL(string: weather)!)))
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
    }
}

/// What `URLSession.rx` sends is drawn the same on every platform and every run: a response
/// describes itself with its address (and otherwise on a Mac).
final class StageNetworkLabelTests: XCTestCase {
    func testAResponseIsDrawnByItsStatusAndItsBodyBySize() {
        let url = URL(string: "https://api.example.com/weather")!
        let response = HTTPURLResponse(url: url, statusCode: 201, httpVersion: "HTTP/1.1", headerFields: [:])!
        XCTAssertEqual(Stage.label(response), "201")
        XCTAssertEqual(Stage.label((response: response, data: Data("abc".utf8))), "201, 3 bytes")
        XCTAssertEqual(Stage.label(Optional(response)), "201")
    }

    func testATracedChainOfResponsesIsDrawnWithoutAddresses() {
        let report = LessonRunner.run(
            Scene("test", tracesChain: true) { stage in
                stage.network.respond(to: "https://api.example.com/weather", with: .text("sun"))
                let request = URLRequest(url: URL(string: "https://api.example.com/weather")!)
                stage.record(URLSession.shared.rx.response(request: request), as: "response")
            })
        let labels = report.timeline.streams.flatMap(\.events).map(\.kind)
        XCTAssertEqual(labels, [.next("200, 3 bytes"), .completed])
        let chainLabels = (report.wholeChain?.nodes ?? []).flatMap(\.events).compactMap { event -> String? in
            guard case .next(let label) = event.kind else { return nil }
            return label
        }
        XCTAssertEqual(
            Set(chainLabels), ["200, 3 bytes"], "the chain view draws the response as the lane does")
        XCTAssertTrue(report.passed, report.problems.joined(separator: "\n"))
    }
}
