import Foundation
import LessonFixtures
import LessonPublishing
import LessonsCLI
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing the site into its folder: as a whole, and only into a folder that is new, empty, or a site
/// `lessons site` made. (XCTest: the lessons bind UI, which runs on the main thread.)
final class SiteDirectoryTests: XCTestCase {
    /// Builds the fixture's site and writes it to `path`, as `lessons site --out` does.
    private func writeSite(_ fixture: FixtureCatalogue, to path: String) throws {
        try SiteDirectory.write(try SiteBuilder(catalogue: fixture.catalogue).files(), to: path)
    }

    func testBuildingReplacesTheFolderOnlyWhenEverythingIsBuilt() throws {
        let fixture = try FixtureCatalogue()
        let out = fixture.folder.appendingPathComponent("site")
        try writeSite(fixture, to: out.path)
        let index = out.appendingPathComponent("en/index.html")
        XCTAssertTrue(FileManager.default.fileExists(atPath: index.path))
        let before = try Data(contentsOf: index)
        // A lesson whose narrative is missing can't be built: the previous site stays.
        try FileManager.default.removeItem(at: fixture.folder.appendingPathComponent("button-taps/ko.md"))
        XCTAssertThrowsError(try writeSite(fixture, to: out.path))
        XCTAssertEqual(try Data(contentsOf: index), before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        XCTAssertEqual(leftovers.filter { $0.hasPrefix(".site") }, [])
    }

    func testASiteOnlyReplacesAnEmptyFolderOrASiteItBuilt() throws {
        let fixture = try FixtureCatalogue()
        let folder = fixture.folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notes = folder.appendingPathComponent("notes.txt")
        try "mine".write(to: notes, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try writeSite(fixture, to: folder.path)) {
            error in
            XCTAssertEqual(error as? SiteDirectoryError, .notASite(path: folder.path))
        }
        XCTAssertEqual(try String(contentsOf: notes, encoding: .utf8), "mine")
        let site = fixture.folder.appendingPathComponent("site")
        try writeSite(fixture, to: site.path)
        try writeSite(fixture, to: site.path)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: site.appendingPathComponent(".rxsandbox-site").path))
    }

    func testAFolderThatHoldsOnlyWhatFinderLeavesIsEmpty() throws {
        let fixture = try FixtureCatalogue()
        // A Mac's Finder writes .DS_Store into any folder it shows, a new empty one too.
        let folder = fixture.folder.appendingPathComponent("new-site")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0, 0, 0, 1]).write(to: folder.appendingPathComponent(".DS_Store"))
        try writeSite(fixture, to: folder.path)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(".rxsandbox-site").path))
        // Beside another file it is still not a site.
        let notes = fixture.folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data([0, 0, 0, 1]).write(to: notes.appendingPathComponent(".DS_Store"))
        try "mine".write(to: notes.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try writeSite(fixture, to: notes.path)) { error in
            XCTAssertEqual(error as? SiteDirectoryError, .notASite(path: notes.path))
        }
    }
}

/// The folder a site goes to is never lost: one it can't read is left alone, a second run waits for no
/// one but says who holds the folder, and what a dead run left is put back or tidied, or named.
final class SiteDirectorySafetyTests: XCTestCase {
    private func files(_ fixture: FixtureCatalogue) throws -> [(path: String, contents: String)] {
        try SiteBuilder(catalogue: fixture.catalogue).files()
    }

    /// A process id no process has now.
    private func deadProcess() throws -> Int32 {
        var pid: Int32 = 4_000_000
        while kill(pid, 0) == 0 || errno != ESRCH {
            pid -= 1
            if pid < 3_000_000 { throw XCTSkip("no free process id found") }
        }
        return pid
    }

    func testAFolderItCantReadIsLeftAlone() throws {
        let fixture = try FixtureCatalogue()
        let folder = fixture.folder.appendingPathComponent("private")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "mine".write(
            to: folder.appendingPathComponent("important.txt"), atomically: true, encoding: .utf8)
        let unreadable: (String) throws(SiteDirectoryError) -> [String]? = {
            path throws(SiteDirectoryError) in
            throw .unreadable(path: path, errorNumber: EACCES)
        }
        XCTAssertThrowsError(
            try SiteDirectory.write(try files(fixture), to: folder.path, listing: unreadable)
        ) {
            error in
            XCTAssertEqual(
                (error as? SiteDirectoryError)?.description,
                "cannot read what '\(folder.path)' holds (Permission denied): it is replaced as a whole, so give "
                    + "a folder you can read, or change its permissions and run again")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["important.txt"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter {
                $0.hasPrefix(".")
            }, [])
        // Not as root (who reads every folder), a folder of mode 0300 is such a folder.
        if geteuid() != 0 {
            XCTAssertEqual(chmod(folder.path, 0o300), 0)
            defer { chmod(folder.path, 0o700) }
            XCTAssertThrowsError(try SiteDirectory.write(try files(fixture), to: folder.path))
            XCTAssertEqual(chmod(folder.path, 0o700), 0)
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: folder.path), ["important.txt"])
        }
    }

    func testASecondRunOnOneFolderStopsAndNamesTheFirst() throws {
        let fixture = try FixtureCatalogue()
        let site = fixture.folder.appendingPathComponent("site").path
        let lock = try DirectoryLock.acquire(for: site)
        XCTAssertThrowsError(try SiteDirectory.write(try files(fixture), to: site)) { error in
            XCTAssertEqual(
                (error as? FileWriteError)?.description,
                "cannot write '\(site)': another 'lessons site' (process \(getpid())) is writing it now; wait for "
                    + "it to end, then run again")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: site))
        lock.release()
        try SiteDirectory.write(try files(fixture), to: site)
        XCTAssertTrue(FileManager.default.fileExists(atPath: site + "/en/index.html"))
    }

    func testWhatADeadRunLeftIsPutBackOrTidied() throws {
        let fixture = try FixtureCatalogue()
        let dead = try deadProcess()
        let folder = fixture.folder
        let site = folder.appendingPathComponent("site").path
        try SiteDirectory.write(try files(fixture), to: site)
        // A run killed between its renames: the site moved aside, the new one half built.
        try FileManager.default.moveItem(
            atPath: site, toPath: folder.appendingPathComponent(".site.old-\(dead)").path)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".site.tmp-\(dead)"), withIntermediateDirectories: true)
        let leftovers = try SiteDirectory.write(try files(fixture), to: site)
        XCTAssertEqual(leftovers, [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: site + "/en/index.html"))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".site") },
            [],
            "the old site was put back, then replaced; the half-built one removed")
    }

    func testAFolderADeadRunMovedAsideThatIsNotASiteIsKeptAndNamed() throws {
        let fixture = try FixtureCatalogue()
        let dead = try deadProcess()
        let site = fixture.folder.appendingPathComponent("site").path
        try SiteDirectory.write(try files(fixture), to: site)
        let moved = fixture.folder.appendingPathComponent(".site.old-\(dead)")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        try "mine".write(to: moved.appendingPathComponent("important.txt"), atomically: true, encoding: .utf8)
        let leftovers = try SiteDirectory.write(try files(fixture), to: site)
        XCTAssertEqual(leftovers, [moved.path])
        XCTAssertEqual(
            try String(contentsOf: moved.appendingPathComponent("important.txt"), encoding: .utf8), "mine")
    }
}
