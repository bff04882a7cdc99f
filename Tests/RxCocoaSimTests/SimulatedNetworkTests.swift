import Foundation
import NetworkSim
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class SimulatedNetworkTests: RxTestCase {
    private var network: SimulatedNetwork!
    private var savedNetwork: SimulatedNetwork?
    private var savedShouldLog: ((URLRequest) -> Bool)!
    private let cities = URL(string: "https://api.example.com/cities")!

    override func setUp() {
        super.setUp()
        // A lesson's clock: a tick is a millisecond, and work due now runs now.
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        network = SimulatedNetwork(scheduler: scheduler)
        savedNetwork = Hooks.simulatedNetwork
        Hooks.simulatedNetwork = network
        savedShouldLog = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
    }

    override func tearDown() {
        URLSession.rx.shouldLogRequest = savedShouldLog
        Hooks.simulatedNetwork = savedNetwork
        network = nil
        super.tearDown()
    }

    /// `request`'s text body or error, as `"<status> <body>"` or `"error <description>"`.
    private func answers(_ request: URLRequest) -> Observable<String> {
        URLSession.shared.rx.response(request: request).map { response, data in
            "\(response.statusCode) \(String(decoding: data, as: UTF8.self))"
        }
    }

    func testAResponseComesAfterItsLatencyInVirtualTime() {
        network.respond(to: cities.absoluteString, with: .json(#"["Seoul"]"#, latency: .milliseconds(30)))
        let observer = scheduler.start { self.answers(URLRequest(url: self.cities)) }
        XCTAssertEqual(observer.events, [.next(230, #"200 ["Seoul"]"#), .completed(230)])
        XCTAssertEqual(
            network.log.map(\.description), ["#1 GET https://api.example.com/cities", "#1 200, 9 bytes"])
    }

    func testTheResponseCarriesTheStatusAndHeaders() {
        network.respond(to: cities.absoluteString, with: .json("[]", statusCode: 201))
        var received: HTTPURLResponse?
        _ = URLSession.shared.rx.response(request: URLRequest(url: cities)).subscribe(onNext: {
            received = $0.response
        })
        scheduler.start()
        XCTAssertEqual(received?.statusCode, 201)
        XCTAssertEqual(received?.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(received?.url, cities)
    }

    func testDataFailsOutsideTwoHundredsWithTheResponseAndBody() {
        network.respond(
            to: cities.absoluteString, with: .text("down", statusCode: 503, latency: .milliseconds(5)))
        var error: Error?
        _ = URLSession.shared.rx.data(request: URLRequest(url: cities)).subscribe(onError: { error = $0 })
        scheduler.start()
        guard case .httpRequestFailed(let response, let data)? = error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(String(describing: error))")
        }
        XCTAssertEqual(response.statusCode, 503)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "down")
        XCTAssertEqual(scheduler.clock, 5)
    }

    func testARequestNoEndpointMatchesGetsA404() {
        let observer = scheduler.start {
            self.answers(URLRequest(url: URL(string: "https://api.example.com/nowhere")!))
        }
        XCTAssertEqual(observer.events, [.next(300, "404 Not Found"), .completed(300)])
    }

    func testJSONDecodesTheBodyOrFailsWithADeserializationError() {
        network.respond(to: "https://api.example.com/good", with: .json(#"{"temperature": 21}"#))
        network.respond(to: "https://api.example.com/bad", with: .json("not json"))
        var temperature: Int?
        var error: Error?
        _ = URLSession.shared.rx.json(url: URL(string: "https://api.example.com/good")!).subscribe(onNext: {
            temperature = ($0 as? [String: Any])?["temperature"] as? Int
        })
        _ = URLSession.shared.rx.json(request: URLRequest(url: URL(string: "https://api.example.com/bad")!))
            .subscribe(onError: { error = $0 })
        scheduler.start()
        XCTAssertEqual(temperature, 21)
        guard case .deserializationError? = error as? RxCocoaURLError else {
            return XCTFail("expected deserializationError, got \(String(describing: error))")
        }
    }

    func testOfflineFailsAtOnceWithNotConnectedToInternet() {
        network.respond(to: cities.absoluteString, with: .json("[]"))
        network.isOffline = true
        let observer = scheduler.start { self.answers(URLRequest(url: self.cities)) }
        XCTAssertEqual(observer.events, [.error(200, URLError(.notConnectedToInternet))])
        XCTAssertEqual(network.log.last?.description, "#1 failed: notConnectedToInternet (-1009)")
    }

    func testALatencyLongerThanTheTimeoutEndsInTimedOutAtTheTimeout() {
        network.respond(to: cities.absoluteString, with: .json("[]", latency: .milliseconds(90)))
        network.respond(to: "https://api.example.com/silent", with: .hang())
        var request = URLRequest(url: cities)
        request.timeoutInterval = 0.02
        let slow = scheduler.record(answers(request), subscribed: 200)
        var silentRequest = URLRequest(url: URL(string: "https://api.example.com/silent")!)
        silentRequest.timeoutInterval = 0.5
        var hurried = URLRequest(url: cities)
        hurried.timeoutInterval = 0.0004  // under a millisecond: the clock's one tick
        let hurriedAnswers = scheduler.record(answers(hurried), subscribed: 200)
        let silent = scheduler.start { self.answers(silentRequest) }
        XCTAssertEqual(hurriedAnswers.events, [.error(201, URLError(.timedOut))])
        XCTAssertEqual(slow.events, [.error(220, URLError(.timedOut))])
        XCTAssertEqual(silent.events, [.error(700, URLError(.timedOut))])
    }

    func testATimeoutTheClockCannotCountIsNoTimeout() {
        network.respond(to: cities.absoluteString, with: .json("[]", latency: .milliseconds(90)))
        var request = URLRequest(url: cities)
        var events: [String] = []
        for timeout in [Double.infinity, 1e300, 0, -1] {
            request.timeoutInterval = timeout
            _ = answers(request).subscribe(
                onNext: { events.append("\(timeout): \($0)") },
                onError: { events.append("\(timeout): \($0)") })
        }
        // A request that is never answered, with a timeout too long to count: it simply waits.
        network.respond(to: "https://api.example.com/silent", with: .hang())
        var silentRequest = URLRequest(url: URL(string: "https://api.example.com/silent")!)
        silentRequest.timeoutInterval = 1e300
        let waiting = answers(silentRequest).subscribe(onError: { events.append("silent: \($0)") })
        scheduler.start()
        waiting.dispose()
        XCTAssertEqual(events, ["inf: 200 []", "1e+300: 200 []", "0.0: 200 []", "-1.0: 200 []"])
    }

    func testAStatusCodeThatIsNotHTTPsFailsSayingWhatToDo() {
        network.respond(to: cities.absoluteString, with: .json("[]", statusCode: 42))
        let observer = scheduler.start { self.answers(URLRequest(url: self.cities)) }
        XCTAssertEqual(observer.events.count, 1)
        guard case .error(let error)? = observer.events.first?.value, let urlError = error as? URLError else {
            return XCTFail("\(observer.events)")
        }
        XCTAssertEqual(urlError.code, .badServerResponse)
        XCTAssertTrue(
            urlError.localizedDescription.contains("status code 42, which is not an HTTP status code"),
            urlError.localizedDescription)
        XCTAssertEqual(network.log.last?.description, "#1 failed: badServerResponse (-1011)")
    }

    func testAFailureEndpointFailsAfterItsLatency() {
        network.respond(to: cities.absoluteString, with: .failure(.cannotFindHost, latency: .milliseconds(3)))
        let observer = scheduler.start { self.answers(URLRequest(url: self.cities)) }
        XCTAssertEqual(observer.events, [.error(203, URLError(.cannotFindHost))])
    }

    func testDisposingInFlightCancelsTheRequest() {
        network.respond(to: cities.absoluteString, with: .json("[]", latency: .milliseconds(100)))
        let observer = scheduler.start(disposed: 250) { self.answers(URLRequest(url: self.cities)) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(
            network.log.map(\.description), ["#1 GET https://api.example.com/cities", "#1 cancelled"])
        XCTAssertEqual(scheduler.clock, 250)  // the answer at 300 was taken off the clock
    }

    func testEachSubscriptionIsARequestOfItsOwn() {
        network.respond(to: cities.absoluteString, with: .json("[]", latency: .milliseconds(10)))
        let answer = answers(URLRequest(url: cities))
        let first = scheduler.record(answer, subscribed: 200)
        let second = scheduler.record(answer, subscribed: 205)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "200 []"), .completed(210)])
        XCTAssertEqual(second.events, [.next(215, "200 []"), .completed(215)])
        XCTAssertEqual(network.log.filter(\.isRequest).count, 2)
    }

    func testEndpointsMatchByMethodAndURLTheLastRegisteredWinning() {
        let search = "https://api.example.com/search"
        network.respond(to: search) { request in .text("any " + (request.url?.query ?? "")) }
        network.respond(to: search + "?q=exact", with: .text("exact"))
        network.respond(to: search, method: "POST", with: .text("posted", statusCode: 201))
        var post = URLRequest(url: URL(string: search)!)
        post.httpMethod = "POST"
        let answers = Observable.concat(
            self.answers(URLRequest(url: URL(string: search + "?q=se")!)),
            self.answers(URLRequest(url: URL(string: search + "?q=exact")!)),
            self.answers(post))
        let observer = scheduler.start { answers.toArray().asObservable() }
        XCTAssertEqual(
            observer.events, [.next(500, ["200 any q=se", "200 exact", "201 posted"]), .completed(500)])
    }

    func testTypingAheadCancelsTheSearchBeforeInTheActivity() {
        network.respond(to: "https://api.example.com/search", with: .json("[]", latency: .milliseconds(50)))
        let queries = scheduler.createHotObservable([.next(210, "s"), .next(230, "se"), .completed(400)])
        let activity = scheduler.record(network.activity.map(\.description), subscribed: 0, disposed: 1000)
        let results = scheduler.start {
            queries.flatMapLatest { query in
                URLSession.shared.rx.data(
                    request: URLRequest(url: URL(string: "https://api.example.com/search?q=\(query)")!)
                )
                .map { _ in query }
            }
        }
        XCTAssertEqual(results.events, [.next(280, "se"), .completed(400)])
        XCTAssertEqual(
            activity.events,
            [
                .next(210, "#1 GET https://api.example.com/search?q=s"),
                .next(230, "#1 cancelled"),
                .next(230, "#2 GET https://api.example.com/search?q=se"),
                .next(280, "#2 200, 2 bytes"),
            ])
    }

    func testTheSameRequestsGiveTheSameBytesEveryRun() {
        func run() -> [String] {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
            let network = SimulatedNetwork(scheduler: scheduler)
            Hooks.simulatedNetwork = network
            network.respond(
                to: "https://api.example.com/a", with: .json(#"{"a": 1}"#, latency: .milliseconds(7)))
            var lines: [String] = []
            let bag = DisposeBag()
            network.activity.subscribe(onNext: { lines.append("\(scheduler.clock) \($0)") }).disposed(by: bag)
            scheduler.scheduleAt(3) {
                URLSession.shared.rx.data(request: URLRequest(url: URL(string: "https://api.example.com/a")!))
                    .subscribe(onNext: { lines.append("\(scheduler.clock) data \(Array($0))") }).disposed(
                        by: bag)
            }
            scheduler.start()
            return lines
        }
        let first = run()
        XCTAssertEqual(first, run())
        XCTAssertEqual(
            first,
            [
                "3 #1 GET https://api.example.com/a", "10 #1 200, 8 bytes",
                "10 data [123, 34, 97, 34, 58, 32, 49, 125]",
            ])
    }

    func testALoggedRequestIsWrittenAsCurlWithItsOutcome() {
        URLSession.rx.shouldLogRequest = { _ in true }
        let savedOutput = Hooks.debugOutput
        var output: [String] = []
        Hooks.debugOutput = { output.append($0) }
        defer { Hooks.debugOutput = savedOutput }
        network.respond(
            to: cities.absoluteString, method: "POST",
            with: .text("made", statusCode: 201, latency: .seconds(2)))
        var request = URLRequest(url: cities)
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"name": "Busan"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        _ = URLSession.shared.rx.response(request: request).subscribe()
        scheduler.start()
        XCTAssertEqual(
            output,
            [
                """
                curl -X POST -d "{\\"name\\": \\"Busan\\"}" \n    -H "Content-Type: application/json" \n\
                "https://api.example.com/cities" -i -v
                """,
                "Success (2000ms): Status 201",
            ])
    }
}
