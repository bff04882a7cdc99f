import Dispatch
import Foundation
import HTTPMessages
import LessonKit
import LessonPublishing
import LocalServer
import Synchronization

/// What `lessons serve` answers, route by route, once `LocalServer` has let a request through (its
/// host, origin and secret checked):
///
/// | request | answer |
/// | --- | --- |
/// | `GET` or `HEAD` a path of the site (`/`, `/ko/operators.html`) | the file, from memory (`SiteContent`) |
/// | `POST /live/scene` (JSON, `LiveSceneRequest`) | the scene run again with its changed inputs (`LiveScene`), as JSON |
/// | `GET /live/events` | the event stream that tells open pages a page changed (`pages`) |
///
/// Anything else is 404 (an unknown path) or 405 (a known path with another method), with a line that
/// says what to do. A scene runs on the main thread, where scenes run; only the latest edit of a scene
/// from a tab is computed (`LatestEdits`): one that waited while a later one arrived is answered 409.
/// So is a change of a scene of the learner's once their code was rebuilt (its page is then made by the
/// rebuilt product, and this process runs the code it started with): restarting `serve` runs the new.
package final class LiveSite: Sendable {
    /// The site's files.
    package let content: SiteContent
    /// The lessons a live request may run.
    private let catalogue: MainThreadCatalogue
    private let latest = LatestEdits()
    /// Runs a scene's work where scenes run (the main queue); a test may run it in place.
    private let runOnMain: @Sendable (@Sendable () -> Void) -> Void

    /// The channel of the event stream that tells pages a page changed.
    package static let pagesChannel = "pages"

    package init(
        content: SiteContent, catalogue: LessonCatalogue,
        runOnMain: @escaping @Sendable (@Sendable () -> Void) -> Void = { work in
            DispatchQueue.main.sync(execute: work)
        }
    ) {
        self.content = content
        self.catalogue = MainThreadCatalogue(lessons: catalogue)
        self.runOnMain = runOnMain
    }

    /// The answer to `request`.
    package func respond(to request: HTTPRequest) -> LocalServerReply {
        let path = request.path
        switch (request.method, path) {
        case ("POST", "/live/scene"):
            return .response(liveScene(request.body))
        case ("GET", "/live/events"):
            return .eventStream(channel: Self.pagesChannel)
        case (_, "/live/scene"), (_, "/live/events"):
            return .response(
                Self.text(
                    .methodNotAllowed, "\(request.method) \(path) is not something this server does.",
                    headers: [("Allow", path == "/live/scene" ? "POST" : "GET")]))
        case ("GET", _), ("HEAD", _):
            guard let file = content.file(at: path) else {
                return .response(
                    Self.text(
                        .notFound,
                        "There is no page at \(path) on this server: the lessons are listed at /."))
            }
            return .response(
                HTTPResponse(status: .ok, headers: [("Content-Type", file.contentType)], body: file.body))
        default:
            return .response(
                Self.text(
                    .methodNotAllowed, "\(request.method) \(path) is not something this server does.",
                    headers: [("Allow", "GET, HEAD")]))
        }
    }

    /// A live request as posted: the scene request, and its tab and number for `LatestEdits`, read
    /// from the one JSON object in one pass.
    private struct Posted: Decodable {
        let request: LiveSceneRequest
        let tab: String?
        let sequence: Int?

        private enum Keys: String, CodingKey {
            case tab, sequence
        }

        init(from decoder: Decoder) throws {
            request = try LiveSceneRequest(from: decoder)
            let fields = try decoder.container(keyedBy: Keys.self)
            tab = try fields.decodeIfPresent(String.self, forKey: .tab)
            sequence = try fields.decodeIfPresent(Int.self, forKey: .sequence)
        }
    }

    private func liveScene(_ body: [UInt8]) -> HTTPResponse {
        let posted: Posted
        do {
            posted = try JSONDecoder().decode(Posted.self, from: Data(body))
        } catch {
            return Self.text(
                .badRequest,
                "The request is not a scene request (JSON with lesson, scene, language and inputs): \(error)")
        }
        let request = posted.request
        // The learner's code was rebuilt since this process started: its scenes run in the rebuilt
        // product, not here, so a change of their inputs would run the old code.
        if content.hasReplacedPage(ofLesson: request.lesson) {
            return Self.text(
                .conflict,
                "Your code changed since lessons serve started, and its scenes' inputs are changed with the "
                    + "code that was built then: stop lessons serve (Ctrl-C) and start it again to change them."
            )
        }
        let key = posted.tab.map { "\($0)\u{0}\(request.lesson)\u{0}\(request.scene)" }
        if let key, let sequence = posted.sequence { latest.arrived(key, sequence: sequence) }
        let outcome = Mutex<Result<LiveSceneAnswer, LiveSceneRefusal>?>(nil)
        let catalogue = catalogue
        let latest = latest
        runOnMain {
            if let key, let sequence = posted.sequence, !latest.isLatest(key, sequence: sequence) { return }
            outcome.withLock {
                $0 = Result { () throws(LiveSceneRefusal) in
                    try LiveScene.answer(request, in: catalogue.lessons)
                }
            }
        }
        switch outcome.withLock({ $0 }) {
        case nil:
            return Self.text(.conflict, "A later change of this scene arrived: this one was not run.")
        case .success(let answer):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // Encoding these plain structures can't fail.
            let json = (try? encoder.encode(answer)) ?? Data("{}".utf8)
            return HTTPResponse(
                status: .ok, headers: [("Content-Type", "application/json; charset=utf-8")], body: Array(json)
            )
        case .failure(.notFound(let message)):
            return Self.text(.notFound, message)
        case .failure(.badRequest(let message)):
            return Self.text(.badRequest, message)
        }
    }

    /// A plain-text answer: `message` and a line break.
    static func text(_ status: HTTPStatus, _ message: String, headers: [(name: String, value: String)] = [])
        -> HTTPResponse
    {
        HTTPResponse.text(message + "\n", status: status, headers: headers)
    }
}

/// The lessons, handed to the scenes' thread: a catalogue is never changed after it is made, and its
/// scenes run only where `runOnMain` runs them, one at a time (the main thread), so it may cross
/// threads though its scripts' closures are not `Sendable`.
private struct MainThreadCatalogue: @unchecked Sendable {
    let lessons: LessonCatalogue
}
