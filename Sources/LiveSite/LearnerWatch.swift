import Dispatch
import Foundation
import LearnerBuild
import Synchronization

/// The learner's code while `lessons serve` runs: when they save a file of theirs, the product that
/// links it is rebuilt (incrementally) and asked for the pages the file changes, and the pages hear
/// of it (`Change`).
///
/// Contract: every `interval`, the Swift files of each watched folder are read and compared with the
/// last reading (their bytes, so a save within a clock tick is seen too; a changed file is read again
/// until two readings 30 ms apart agree, so a file being written is built once, whole). When some changed, their
/// product is built (`build`), then each page they change is made by the built product (`render`, a
/// page's path relative to the site's root, `ko/playground.html`) and sent as `.updated`; a build
/// that fails is sent as `.failed` with the compiler's errors (`describe`), and the pages keep their
/// last good version. Before building, `.building` is sent. One build at a time; a file saved during a
/// build is built after it. The learner's files are only ever read. `stop()` ends the watching (a
/// build under way finishes first).
package final class LearnerWatch: Sendable {
    /// A folder of the learner's files, the product that links them, and the pages each file changes.
    package struct Source: Sendable {
        /// The folder, relative to the package's: `Lessons/Playground`.
        package let folder: String
        /// The product that links it: `learner-playground`.
        package let product: String
        /// The pages a file of the folder (by name) changes, by path relative to the site's root.
        package let pages: @Sendable (_ fileName: String) -> [String]

        package init(folder: String, product: String, pages: @escaping @Sendable (String) -> [String]) {
            self.folder = folder
            self.product = product
            self.pages = pages
        }
    }

    /// What happened to the pages, in order.
    package enum Change: Sendable, Equatable {
        /// The learner's code is being built for these pages.
        case building(pages: [String])
        /// These pages are new: each one's path and HTML.
        case updated(pages: [String], html: [String])
        /// The code does not build (or a page could not be made): these pages keep their last good
        /// version; what the compiler said, for the learner.
        case failed(pages: [String], errors: String)
    }

    private let packageFolder: URL
    private let sources: [Source]
    private let build: @Sendable (_ product: String) -> SwiftBuild.Outcome
    private let render: @Sendable (_ executable: String, _ page: String) -> String?
    private let describe: @Sendable (_ outcome: SwiftBuild.Outcome) -> String
    private let changed: @Sendable (Change) -> Void
    private let queue = DispatchQueue(label: "rxsandbox.learner-watch")
    private let timer: Mutex<DispatchSourceTimer?> = Mutex(nil)
    /// Each watched file's bytes at the last reading, by path relative to the package.
    private let readings: Mutex<[String: Data]> = Mutex([:])

    /// Watches `sources` in `packageFolder`; `build`, `render` and `describe` as in the type's
    /// contract; `changed` hears each change (on the watch's own queue).
    package init(
        packageFolder: URL, sources: [Source],
        build: @escaping @Sendable (String) -> SwiftBuild.Outcome,
        render: @escaping @Sendable (String, String) -> String?,
        describe: @escaping @Sendable (SwiftBuild.Outcome) -> String,
        changed: @escaping @Sendable (Change) -> Void
    ) {
        self.packageFolder = packageFolder
        self.sources = sources
        self.build = build
        self.render = render
        self.describe = describe
        self.changed = changed
    }

    /// Reads the files as they are now, then watches them every `interval` seconds.
    package func start(interval: Double = 0.25) {
        let first = read()
        readings.withLock { $0 = first }
        let source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(deadline: .now() + interval, repeating: interval)
        source.setEventHandler { [weak self] in self?.poll() }
        source.resume()
        timer.withLock { $0 = source }
    }

    /// Stops watching; a build under way finishes first.
    package func stop() {
        timer.withLock { timer in
            timer?.cancel()
            timer = nil
        }
        queue.sync {}
    }

    /// Reads the files again; builds what changed. (The watch calls it on its queue every interval; a
    /// test may call it itself.)
    package func poll() {
        let before = readings.withLock { $0 }
        var now = read()
        guard now != before else { return }
        // A file being written is read until two readings agree, so that a save is built once, whole.
        for _ in 0..<20 {
            Thread.sleep(forTimeInterval: 0.03)
            let again = read()
            if again == now { break }
            now = again
        }
        readings.withLock { $0 = now }
        let changedFiles = Set(now.keys).symmetricDifference(before.keys).union(
            now.keys.filter { before[$0] != nil && before[$0] != now[$0] })
        guard !changedFiles.isEmpty else { return }
        for source in sources {
            let names = changedFiles.filter { $0.hasPrefix(source.folder + "/") }.map {
                String($0.dropFirst(source.folder.count + 1))
            }
            guard !names.isEmpty else { continue }
            var pages: [String] = []
            for name in names.sorted() {
                for page in source.pages(name) where !pages.contains(page) { pages.append(page) }
            }
            guard !pages.isEmpty else { continue }
            rebuild(source, pages: pages)
        }
    }

    /// Builds `source`'s product and makes `pages` with it.
    private func rebuild(_ source: Source, pages: [String]) {
        changed(.building(pages: pages))
        let outcome = build(source.product)
        guard case .built(let executable, _) = outcome else {
            changed(.failed(pages: pages, errors: describe(outcome)))
            return
        }
        let made = pages.map { render(executable, $0) }
        if made.contains(where: { $0 == nil }) {
            changed(
                .failed(
                    pages: pages,
                    errors:
                        "\(source.product) built, but could not make the page: run 'swift run lessons check' to see why"
                ))
            return
        }
        changed(.updated(pages: pages, html: made.compactMap { $0 }))
    }

    /// The bytes of every Swift file of the watched folders, by path relative to the package.
    private func read() -> [String: Data] {
        var files: [String: Data] = [:]
        for source in sources {
            let folder = packageFolder.appendingPathComponent(source.folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where name.hasSuffix(".swift") {
                // A file being replaced can be missing for a moment: it is read at the next poll.
                guard
                    let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
                else { continue }
                files[source.folder + "/" + name] = data
            }
        }
        return files
    }
}
