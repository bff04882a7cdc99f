import Foundation
import HTTPMessages
import LessonKit
import LessonPublishing
import LiveSite
import LocalServer
import RxSandbox
import XCTest

/// What `lessons serve` answers, route by route: the site from memory (made live), the live scenes,
/// the event stream, and a clear refusal for anything else.
final class LiveSiteTests: XCTestCase {
    private let secret = "00112233445566778899aabbccddeeff"

    private lazy var site = LiveSite(
        content: SiteContent(
            [
                (
                    "index.html",
                    "<!doctype html>\n<html lang=\"en\">\n<head>\n</head>\n<body>\nroot\n</body>\n</html>\n"
                ),
                (
                    "ko/index.html",
                    "<!doctype html>\n<html lang=\"ko\">\n<head>\n</head>\n<body>\n목록\n</body>\n</html>\n"
                ),
                ("assets/site.css", "body {}\n"),
            ], secret: secret),
        catalogue: LessonCatalogue([
            Lesson(
                id: "operators", title: Localized(ko: "연산자", en: "Operators"),
                summary: Localized(ko: "연산자", en: "Operators"),
                scenes: [
                    Scene("map") { stage in
                        let source: TestableObservable<String> = try stage.scheduler.createHotObservable(
                            "-a-b|")
                        stage.record(source, as: "source")
                        stage.record(source.map { $0.uppercased() }, as: "map")
                    }
                ])
        ]),
        runOnMain: { work in work() })

    private func get(_ target: String, method: String = "GET") throws -> HTTPResponse {
        let request = HTTPRequest(
            method: method, requestTarget: try HTTPRequestTarget(parsing: target), version: .http1_1,
            headers: ["Host": "127.0.0.1:1"], body: [])
        guard case .response(let response) = site.respond(to: request) else {
            XCTFail("\(target) is not a response")
            return HTTPResponse(status: .internalServerError)
        }
        return response
    }

    private func post(_ body: String) throws -> HTTPResponse {
        let request = HTTPRequest(
            method: "POST", requestTarget: try HTTPRequestTarget(parsing: "/live/scene"), version: .http1_1,
            headers: ["Host": "127.0.0.1:1"], body: Array(body.utf8))
        guard case .response(let response) = site.respond(to: request) else {
            XCTFail("not a response")
            return HTTPResponse(status: .internalServerError)
        }
        return response
    }

    private func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    func testTheSitesFilesAreServedFromMemoryAndItsPagesMadeLive() throws {
        let root = try get("/")
        XCTAssertEqual(root.status, .ok)
        XCTAssertEqual(root.header(named: "Content-Type"), "text/html; charset=utf-8")
        XCTAssertTrue(text(root).contains("<meta name=\"rxsandbox-live\" content=\"\(secret)\">"), text(root))
        XCTAssertTrue(text(root).contains("<script src=\"/live/live.js\"></script>\n</body>"), text(root))
        XCTAssertTrue(text(try get("/ko/")).contains("목록"))
        XCTAssertTrue(text(try get("/ko/")).contains("\"building\":\"저장한 코드를 빌드하고 있습니다…\""))
        XCTAssertEqual(try get("/assets/site.css").header(named: "Content-Type"), "text/css; charset=utf-8")
        XCTAssertEqual(text(try get("/assets/site.css")), "body {}\n")
        XCTAssertEqual(
            try get("/live/live.js").header(named: "Content-Type"), "text/javascript; charset=utf-8")
        XCTAssertEqual(try get("/", method: "HEAD").status, .ok)
    }

    func testAPathTheSiteDoesNotHaveIsNotFoundWhateverItNames() throws {
        for path in ["/nope.html", "/ko", "/etc/passwd", "/assets/", "/%2E%2E%2Fetc"] {
            guard let target = try? HTTPRequestTarget(parsing: path) else { continue }
            let response = try get(target.raw)
            XCTAssertEqual(response.status, .notFound, path)
            XCTAssertTrue(text(response).hasPrefix("There is no page at "), path)
        }
        XCTAssertEqual(try get("/live/scene").status, .methodNotAllowed)
        XCTAssertEqual(try get("/live/scene").header(named: "Allow"), "POST")
    }

    func testTheEventStreamIsTheChannelOfThePages() throws {
        let request = HTTPRequest(
            method: "GET", requestTarget: try HTTPRequestTarget(parsing: "/live/events"), version: .http1_1,
            headers: ["Host": "127.0.0.1:1"], body: [])
        guard case .eventStream(let channel) = site.respond(to: request) else { return XCTFail("no stream") }
        XCTAssertEqual(channel, LiveSite.pagesChannel)
    }

    func testALiveRequestRunsTheSceneAndAnswersJSON() throws {
        let response = try post(
            #"{"lesson":"operators","scene":"map","language":"en","inputs":[{"position":0,"text":"--x|"}]}"#)
        XCTAssertEqual(response.status, .ok, text(response))
        XCTAssertEqual(response.header(named: "Content-Type"), "application/json; charset=utf-8")
        let answer = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        XCTAssertTrue(
            (answer?["html"] as? String)?.contains("<td>map</td><td>20</td><td><code>next(X)</code>") == true)
        XCTAssertEqual((answer?["inputs"] as? [[String: Any]])?.first?["text"] as? String, "--x|")
    }

    func testABadLiveRequestIsRefusedWithWhatWasWrong() throws {
        let garbage = try post("{not json")
        XCTAssertEqual(garbage.status, .badRequest)
        XCTAssertTrue(text(garbage).hasPrefix("The request is not a scene request"), text(garbage))
        let unknown = try post(#"{"lesson":"nope","scene":"map","language":"en","inputs":[]}"#)
        XCTAssertEqual(unknown.status, .notFound)
        XCTAssertEqual(text(unknown), "there is no lesson \"nope\"\n")
        let language = try post(#"{"lesson":"operators","scene":"map","language":"fr","inputs":[]}"#)
        XCTAssertEqual(language.status, .badRequest)
    }

    func testOnlyTheLatestEditOfASceneFromATabIsRun() throws {
        let later = try post(
            #"{"lesson":"operators","scene":"map","language":"en","inputs":[],"tab":"t","sequence":5}"#)
        XCTAssertEqual(later.status, .ok)
        let earlier = try post(
            #"{"lesson":"operators","scene":"map","language":"en","inputs":[],"tab":"t","sequence":3}"#)
        XCTAssertEqual(earlier.status, .conflict)
        // Another tab's edits are its own.
        let other = try post(
            #"{"lesson":"operators","scene":"map","language":"en","inputs":[],"tab":"u","sequence":1}"#)
        XCTAssertEqual(other.status, .ok)
    }

    /// Once the learner's code behind a lesson was rebuilt, this process would run the old code for a
    /// change of its scenes' inputs: it says so instead.
    func testAChangeOfAScenesInputsOnceItsCodeWasRebuiltIsRefusedWithWhy() throws {
        site.content.replace(
            "en/operators.html",
            with: "<!doctype html>\n<html lang=\"en\">\n<head>\n</head>\n<body>\n</body>\n</html>\n")
        let response = try post(#"{"lesson":"operators","scene":"map","language":"en","inputs":[]}"#)
        XCTAssertEqual(response.status, .conflict)
        XCTAssertTrue(
            text(response).hasPrefix("Your code changed since lessons serve started"), text(response))
    }

    func testAReplacedPageIsServedLiveInsteadOfTheOldOne() throws {
        site.content.replace(
            "ko/index.html",
            with: "<!doctype html>\n<html lang=\"ko\">\n<head>\n</head>\n<body>\n새 목록\n</body>\n</html>\n")
        XCTAssertTrue(text(try get("/ko/index.html")).contains("새 목록"))
        XCTAssertTrue(text(try get("/ko/index.html")).contains("rxsandbox-live"))
    }
}
