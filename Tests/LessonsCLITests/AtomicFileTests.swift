import Foundation
import LessonKit
import LessonsCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The error `body` throws, or nil.
func fileWriteError(_ body: () throws(FileWriteError) -> Void) -> FileWriteError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

@Suite("Writing a file whole or not at all")
struct AtomicFileTests {
    @Test("a new file gets the text, and no temporary file is left beside it")
    func newFile() throws {
        try withScratchDirectory { scratch in
            try AtomicFile.write("<h1>Binder</h1>\n바인더\n", to: scratch.path("page.html"))
            #expect(try scratch.text(of: "page.html") == "<h1>Binder</h1>\n바인더\n")
            #expect(try scratch.names() == ["page.html"])
        }
    }

    @Test("data is written byte for byte, and an empty text gives an empty file")
    func data() throws {
        try withScratchDirectory { scratch in
            let bytes = Data((0...255).map { UInt8($0) } + [0, 0, 255])
            try AtomicFile.write(bytes, to: scratch.path("bytes.bin"))
            #expect(FileManager.default.contents(atPath: scratch.path("bytes.bin")) == bytes)
            try AtomicFile.write("", to: scratch.path("empty.txt"))
            #expect(try scratch.text(of: "empty.txt") == "")
        }
    }

    @Test("a file that exists is replaced whole: nothing of the old, longer, text is left")
    func replace() throws {
        try withScratchDirectory { scratch in
            try scratch.create("page.html", containing: String(repeating: "old text ", count: 10_000))
            try AtomicFile.write("new", to: scratch.path("page.html"))
            #expect(try scratch.text(of: "page.html") == "new")
            #expect(try scratch.names() == ["page.html"])
        }
    }

    @Test("a replaced file keeps its permissions")
    func permissions() throws {
        try withScratchDirectory { scratch in
            try scratch.create("private.txt", containing: "old")
            #expect(chmod(scratch.path("private.txt"), 0o600) == 0)
            try AtomicFile.write("new", to: scratch.path("private.txt"))
            let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path("private.txt"))
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
        }
    }

    @Test("a missing directory: an error that says so, and nothing written")
    func missingDirectory() throws {
        try withScratchDirectory { scratch in
            let directory = scratch.path("missing")
            let path = directory + "/page.html"
            let error = try #require(
                fileWriteError { () throws(FileWriteError) in
                    try AtomicFile.write("text", to: path)
                })
            #expect(error.path == path)
            #expect(error.errorNumber == ENOENT)
            #expect(error.problem.en == "could not create a temporary file in '\(directory)'")
            #expect(
                error.description
                    == "cannot write '\(path)': could not create a temporary file in '\(directory)' "
                    + "(\(String(cString: strerror(ENOENT)))); the directory '\(directory)' does not exist: "
                    + "create it first, or choose another path")
            #expect(try scratch.names() == [])
        }
    }

    @Test("a directory that exists but takes no file (/proc): an error that does not say it is missing")
    func systemDirectory() throws {
        var status = stat()
        guard stat("/proc", &status) == 0 else { return }  // not Linux: there is no /proc
        let error = try #require(
            fileWriteError { () throws(FileWriteError) in
                try AtomicFile.write("text", to: "/proc/rxsandbox-page.html")
            })
        #expect(!error.description.contains("does not exist"), "\(error)")
        #expect(
            error.description.hasSuffix(
                "'/proc' is not a directory files can be made in (a system directory, such as /proc or /sys): "
                    + "choose another path"), "\(error)")
    }

    @Test("a symbolic link is refused, naming its target, and both are left as they are")
    func symbolicLink() throws {
        try withScratchDirectory { scratch in
            try scratch.create("target.html", containing: "the learner's")
            let link = scratch.path("link.html")
            try FileManager.default.createSymbolicLink(
                atPath: link, withDestinationPath: scratch.path("target.html"))
            let error = try #require(
                fileWriteError { () throws(FileWriteError) in
                    try AtomicFile.write("page", to: link)
                })
            #expect(
                error.description
                    == "cannot write '\(link)': it is a symbolic link to '\(scratch.path("target.html"))'; writing "
                    + "would replace the link with a file and leave its target as it is: give the target's path"
            )
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: link) == scratch.path("target.html")
            )
            #expect(
                try String(contentsOfFile: scratch.path("target.html"), encoding: .utf8) == "the learner's")
            #expect(try scratch.names() == ["link.html", "target.html"], "no temporary file is left")
        }
    }

    @Test("a named pipe is refused and left as it is (a write would have become a regular file)")
    func namedPipe() throws {
        try withScratchDirectory { scratch in
            let fifo = scratch.path("pipe")
            #expect(mkfifo(fifo, 0o600) == 0)
            let error = try #require(
                fileWriteError { () throws(FileWriteError) in
                    try AtomicFile.write("page", to: fifo)
                })
            #expect(
                error.description
                    == "cannot write '\(fifo)': it is a named pipe (FIFO); give the path of a regular file, or of "
                    + "a new one, like 'page.html'")
            var status = stat()
            #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(try scratch.names() == ["pipe"])
        }
    }

    @Test("a device is refused and left as it is, even for root")
    func device() throws {
        try withScratchDirectory { scratch in
            // As root, a device of its own (a null device) in the scratch directory, so that a failure
            // can't replace the system's /dev/null; otherwise /dev/null, which only root could replace.
            var path = "/dev/null"
            if geteuid() == 0 {
                path = scratch.path("null")
                // The null device is major 1, minor 3 (makedev(1, 3), a macro Swift does not see).
                #if os(Linux)
                    let null = dev_t(1 << 8 | 3)
                #else
                    let null = dev_t(1 << 24 | 3)
                #endif
                guard mknod(path, S_IFCHR | 0o666, null) == 0 else { return }  // no CAP_MKNOD
            }
            let error = try #require(
                fileWriteError { () throws(FileWriteError) in
                    try AtomicFile.write("page", to: path)
                })
            #expect(error.problem.en == "it is a device")
            var after = stat()
            #expect(lstat(path, &after) == 0 && after.st_mode & S_IFMT == S_IFCHR)
        }
    }

    @Test("a directory in the way: an error, and the directory untouched")
    func directoryInTheWay() throws {
        try withScratchDirectory { scratch in
            try scratch.create("site/index.html", containing: "index")
            let error = fileWriteError { () throws(FileWriteError) in
                try AtomicFile.write("text", to: scratch.path("site"))
            }
            #expect(error?.problem.en == "it is a directory")
            #expect(
                error?.description
                    == "cannot write '\(scratch.path("site"))': it is a directory; give a file's path")
            #expect(try scratch.names() == ["site"])
            #expect(try scratch.text(of: "site/index.html") == "index")
        }
    }

    @Test("a path that cannot name a file is refused", arguments: ["", "out/", "/"])
    func notAFilePath(path: String) {
        let error = fileWriteError { () throws(FileWriteError) in try AtomicFile.write("text", to: path) }
        #expect(error?.path == path)
        #expect(
            error?.description
                == "cannot write '\(path)': this is not a file's path; give one, like 'out.html'")
    }

    @Test("the message of an error without a system call, and with one")
    func messages() {
        let plain = FileWriteError(path: "a", problem: "it is a directory")
        #expect(plain.description == "cannot write 'a': it is a directory")
        #expect(plain.reason == nil)
        let denied = FileWriteError(
            path: "/x/a", problem: "could not do it", errorNumber: EACCES, advice: "ask")
        #expect(denied.reason == String(cString: strerror(EACCES)))
        #expect(
            denied.description
                == "cannot write '/x/a': could not do it (\(String(cString: strerror(EACCES)))); ask")
    }
}
