import Foundation
import LearnerBuild
import LiveSite
import Synchronization
import XCTest

/// Saving a learner's file rebuilds the product that links it and remakes the pages it changes; a
/// build that fails is reported with the compiler's errors; the learner's files are only read.
final class LearnerWatchTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "learner-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Lessons/Playground"), withIntermediateDirectories: true)
        try "let a = 1\n".write(to: file, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var file: URL { folder.appendingPathComponent("Lessons/Playground/Playground.swift") }

    /// A watch whose build succeeds unless the file says `broken`, and whose pages are the file's text.
    private func watch(_ changes: Recorder) -> LearnerWatch {
        let file = file
        return LearnerWatch(
            packageFolder: folder,
            sources: [
                LearnerWatch.Source(folder: "Lessons/Playground", product: "learner-playground") { _ in
                    ["ko/playground.html", "en/playground.html"]
                }
            ],
            build: { product in
                changes.builds.withLock { $0 += 1 }
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                return text.contains("broken")
                    ? .failed(diagnostics: [], output: "Playground.swift:1:1: error: broken")
                    : .built(executable: "/bin/\(product)")
            },
            render: { executable, page in
                "\(page) by \(executable): " + ((try? String(contentsOf: file, encoding: .utf8)) ?? "")
            },
            describe: { outcome in
                if case .failed(_, let output) = outcome { return output }
                return "?"
            },
            changed: { change in changes.changes.withLock { $0.append(change) } })
    }

    func testASavedFileRebuildsAndRemakesItsPagesAndAFailedBuildIsReported() throws {
        let changes = Recorder()
        let watch = watch(changes)
        watch.start(interval: 3_600)  // polled by hand below
        defer { watch.stop() }
        watch.poll()
        XCTAssertEqual(changes.builds.withLock { $0 }, 0, "nothing changed, nothing is built")
        try "let a = 2\n".write(to: file, atomically: true, encoding: .utf8)
        watch.poll()
        try "broken\n".write(to: file, atomically: true, encoding: .utf8)
        watch.poll()
        XCTAssertEqual(
            changes.changes.withLock { $0 },
            [
                .building(pages: ["ko/playground.html", "en/playground.html"]),
                .updated(
                    pages: ["ko/playground.html", "en/playground.html"],
                    html: [
                        "ko/playground.html by /bin/learner-playground: let a = 2\n",
                        "en/playground.html by /bin/learner-playground: let a = 2\n",
                    ]),
                .building(pages: ["ko/playground.html", "en/playground.html"]),
                .failed(
                    pages: ["ko/playground.html", "en/playground.html"],
                    errors: "Playground.swift:1:1: error: broken"),
            ])
        // Only read: the file is the learner's last save.
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "broken\n")
    }

    func testAFileThatIsNotSwiftIsNotWatched() throws {
        let changes = Recorder()
        let watch = watch(changes)
        watch.start(interval: 3_600)
        defer { watch.stop() }
        try "notes\n".write(
            to: folder.appendingPathComponent("Lessons/Playground/notes.txt"), atomically: true,
            encoding: .utf8)
        watch.poll()
        XCTAssertEqual(changes.changes.withLock { $0 }, [])
    }
}

/// What a watch told, and how many builds it ran.
private final class Recorder: Sendable {
    let changes = Mutex<[LearnerWatch.Change]>([])
    let builds = Mutex(0)
}
