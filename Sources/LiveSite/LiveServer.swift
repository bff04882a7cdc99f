import Foundation
import HTTPMessages
import LessonKit
import LocalServer
import Synchronization

/// Everything `lessons serve` runs, started together and stopped together: the local server
/// (`LocalServer`: loopback only, its checks), what it answers (`LiveSite`), and, when given, the watch
/// of the learner's code (`LearnerWatch`), whose changes go to the open pages as server-sent events
/// (`building`, `updated`, `failed`, each with the pages' paths as JSON) after the site's files are
/// replaced.
package final class LiveServer: Sendable {
    private let server: LocalServer
    /// What the server answers.
    package let site: LiveSite
    private let watch: Mutex<LearnerWatch?> = Mutex(nil)

    /// The address of the site's root: `http://127.0.0.1:PORT/`.
    package var url: String { server.url }
    /// The port it listens on.
    package var port: UInt16 { server.port }

    /// Starts serving `files` (as `SiteBuilder.files()` gives them) and the live scenes of `catalogue`
    /// on `port` (a free one when `nil`).
    package init(
        files: [(path: String, contents: String)], catalogue: LessonCatalogue, port: UInt16?,
        runOnMain: (@Sendable (@Sendable () -> Void) -> Void)? = nil
    ) throws(LocalServerError) {
        // The handler needs the site, and the site the server's secret: the site is set once the
        // server exists, before it is reachable by anyone who has not been told its port.
        let routes = Mutex<LiveSite?>(nil)
        server = try LocalServer(port: port) { request in
            guard let site = routes.withLock({ $0 }) else {
                return .response(
                    HTTPResponse.text("Starting: try again in a moment.\n", status: .serviceUnavailable))
            }
            return site.respond(to: request)
        }
        let content = SiteContent(files, secret: server.secret)
        site =
            runOnMain.map { LiveSite(content: content, catalogue: catalogue, runOnMain: $0) }
            ?? LiveSite(content: content, catalogue: catalogue)
        routes.withLock { $0 = site }
    }

    /// Watches the learner's code with `watch` (built with `changes(_:)` as its `changed`).
    package func watch(_ learnerWatch: LearnerWatch) {
        watch.withLock { $0 = learnerWatch }
        learnerWatch.start()
    }

    /// Where the learner watch's changes go: the site's files, then the open pages.
    package func changes(_ change: LearnerWatch.Change) {
        switch change {
        case .building(let pages):
            send("building", pages: pages)
        case .updated(let pages, let html):
            for (page, html) in zip(pages, html) { site.content.replace(page, with: html) }
            send("updated", pages: pages)
        case .failed(let pages, let errors):
            send("failed", pages: pages, errors: errors)
        }
    }

    private func send(_ event: String, pages: [String], errors: String? = nil) {
        var object: [String: Any] = ["pages": pages]
        if let errors { object["errors"] = errors }
        // Plain strings: JSONSerialization can't fail on them.
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        server.send(
            ServerSentEvent(event: event, data: String(decoding: data, as: UTF8.self)),
            toStreamsOn: LiveSite.pagesChannel)
    }

    /// Stops the watch (a build under way finishes first), then the server: every connection closed,
    /// the port given back.
    package func stop() {
        watch.withLock { $0 }?.stop()
        server.stop()
    }
}
