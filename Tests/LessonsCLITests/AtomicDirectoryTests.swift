import Foundation
import LessonKit
import LessonsCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An error a build throws, to see that it comes out as it went in.
private struct BuildFailed: Error, Equatable {}

/// The error `AtomicDirectory.replace(at:with:)` throws for `path`, whose build must not run.
private func refusal(of path: String) throws -> FileWriteError? {
    var built = false
    do {
        // Should the refusal ever fail, the build still throws, and nothing is replaced.
        try AtomicDirectory.replace(at: path) { _ in
            built = true
            throw BuildFailed()
        }
        return nil
    } catch let error as FileWriteError {
        #expect(!built, "the build of '\(path)' ran")
        return error
    }
}

@Suite("Replacing a directory with a complete new one")
struct AtomicDirectoryTests {
    @Test("the first time, the directory is created, and nothing else is left beside it")
    func firstCreation() throws {
        try withScratchDirectory { scratch in
            let site = scratch.path("site")
            var given: URL?
            try AtomicDirectory.replace(at: site) { directory in
                given = directory
                #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
                try Data("index".utf8).write(to: directory.appendingPathComponent("index.html"))
            }
            #expect(given?.lastPathComponent == ".site.tmp-\(getpid())")
            #expect(given?.deletingLastPathComponent().path == scratch.path)
            #expect(try scratch.names() == ["site"])
            #expect(try scratch.names(in: "site") == ["index.html"])
            #expect(try scratch.text(of: "site/index.html") == "index")
        }
    }

    @Test("a directory that exists is replaced whole: nothing of the old one is left")
    func replacement() throws {
        try withScratchDirectory { scratch in
            try scratch.create("site/old.html", containing: "old")
            try scratch.create("site/lessons/binder.html", containing: "old")
            try AtomicDirectory.replace(at: scratch.path("site")) { directory in
                try Data("new".utf8).write(to: directory.appendingPathComponent("new.html"))
            }
            #expect(try scratch.names() == ["site"])
            #expect(try scratch.names(in: "site") == ["new.html"])
            #expect(try scratch.text(of: "site/new.html") == "new")
        }
    }

    @Test("a path given with a trailing slash works too")
    func trailingSlash() throws {
        try withScratchDirectory { scratch in
            try scratch.create("site/old.html", containing: "old")
            try AtomicDirectory.replace(at: scratch.path("site") + "/") { directory in
                try Data("a".utf8).write(to: directory.appendingPathComponent("a.html"))
            }
            #expect(try scratch.names() == ["site"])
            #expect(try scratch.names(in: "site") == ["a.html"])
        }
    }

    @Test("when the build throws, its error comes out, the old directory is intact, and no temporary is left")
    func buildThrows() throws {
        try withScratchDirectory { scratch in
            try scratch.create("site/old.html", containing: "old")
            #expect(throws: BuildFailed()) {
                try AtomicDirectory.replace(at: scratch.path("site")) { directory in
                    try Data("half".utf8).write(to: directory.appendingPathComponent("half.html"))
                    throw BuildFailed()
                }
            }
            #expect(try scratch.names() == ["site"])
            #expect(try scratch.names(in: "site") == ["old.html"])
            #expect(try scratch.text(of: "site/old.html") == "old")
        }
    }

    @Test("when the first build throws, there is no directory, and no temporary")
    func firstBuildThrows() throws {
        try withScratchDirectory { scratch in
            #expect(throws: BuildFailed()) {
                try AtomicDirectory.replace(at: scratch.path("site")) { _ in throw BuildFailed() }
            }
            let names = try scratch.names()
            #expect(names == [])
        }
    }

    @Test("a temporary directory left by a crashed run is cleared before the build")
    func staleTemporary() throws {
        try withScratchDirectory { scratch in
            try scratch.create(".site.tmp-\(getpid())/stale.html", containing: "stale")
            try AtomicDirectory.replace(at: scratch.path("site")) { directory in
                let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                #expect(names == [])
            }
            #expect(try scratch.names() == ["site"])
            #expect(try scratch.names(in: "site") == [])
        }
    }

    @Test("a missing parent directory: an error that says so, and nothing built")
    func missingParent() throws {
        try withScratchDirectory { scratch in
            let error = try refusal(of: scratch.path("missing/site"))
            #expect(error?.errorNumber == ENOENT)
            #expect(
                error?.advice?.en.contains("the directory '\(scratch.path("missing"))' does not exist")
                    == true)
            #expect(try scratch.names() == [])
        }
    }

    @Test("a file in the way is refused, and left as it is")
    func fileInTheWay() throws {
        try withScratchDirectory { scratch in
            try scratch.create("site", containing: "a file")
            let error = try refusal(of: scratch.path("site"))
            #expect(error?.problem.en == "it is a file, not a directory")
            #expect(error?.advice?.en == "remove it, or choose another path")
            #expect(try scratch.text(of: "site") == "a file")
        }
    }

    @Test("a symbolic link in the way is refused, and left as it is")
    func linkInTheWay() throws {
        try withScratchDirectory { scratch in
            try scratch.create("real/index.html", containing: "index")
            try FileManager.default.createSymbolicLink(
                atPath: scratch.path("site"), withDestinationPath: "real")
            let error = try refusal(of: scratch.path("site"))
            #expect(error?.problem.en == "it is a symbolic link, not a directory")
            #expect(try scratch.text(of: "site/index.html") == "index")
        }
    }

    @Test(
        "the empty path, /, the current directory and parent directories are refused",
        arguments: [
            ("", "the path is empty"),
            ("/", "it is '/'"),
            ("//", "it is '/'"),
            (".", "it is the current directory"),
            ("./", "it is the current directory"),
            ("..", "it is a parent directory"),
            ("site/..", "it is the current directory"),
        ])
    func refusedPaths(path: String, problem: String) throws {
        let error = try refusal(of: path)
        #expect(error?.path == path)
        #expect(error?.problem.en == problem)
        #expect(
            error?.description
                == "cannot write '\(path)': \(problem); give a directory of its own, like 'site'")
    }

    @Test(
        "a path ending in /. or /.. is refused with the directory's own path to give instead",
        arguments: [("site/.", ".", "site"), ("out/site/..", "..", "out"), ("/tmp/.", ".", "/tmp")])
    func pathsEndingInDots(path: String, ending: String, directory: String) throws {
        let error = try refusal(of: path)
        #expect(
            error?.description
                == "cannot write '\(path)': the path ends in '/\(ending)'; give the directory's own path, like "
                + "'\(directory)'")
        #expect(error?.description(in: .ko).contains("디렉터리 자체의 경로를 주면 됩니다(예: '\(directory)')") == true)
    }

    @Test("the current directory, or one holding it, is refused however it is spelled")
    func currentDirectoryByName() throws {
        let current = FileManager.default.currentDirectoryPath
        // Xcode's test runner may run the tests in '/', which is refused as the root first.
        guard current != "/" else {
            #expect(try refusal(of: current)?.problem.en == "it is '/'")
            return
        }
        #expect(try refusal(of: current)?.problem.en == "it is the current directory")
        let holder = URL(fileURLWithPath: current).deletingLastPathComponent().path
        if holder != "/" {
            #expect(try refusal(of: holder)?.problem.en == "it holds the current directory")
        }
    }
}
