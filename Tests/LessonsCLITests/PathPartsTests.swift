import Testing

@testable import LessonsCLI

@Suite("Cutting a path into its directory and its name")
struct PathPartsTests {
    @Test(
        "the directory, the name, and a sibling's path",
        arguments: [
            ("out/page.html", "out", "page.html", "out/.tmp"),
            ("/tmp/site", "/tmp", "site", "/tmp/.tmp"),
            ("/tmp/site/", "/tmp", "site", "/tmp/.tmp"),
            ("/site", "/", "site", "/.tmp"),
            ("site", ".", "site", ".tmp"),
            ("site//", ".", "site", ".tmp"),
            ("a/b/c", "a/b", "c", "a/b/.tmp"),
            ("./site", ".", "site", ".tmp"),
            ("/", "/", "", "/.tmp"),
            ("", ".", "", ".tmp"),
            (".", ".", ".", ".tmp"),
            ("a/..", "a", "..", "a/.tmp"),
        ])
    func parts(path: String, directory: String, name: String, sibling: String) {
        let parts = PathParts(path)
        #expect(parts.directory == directory)
        #expect(parts.name == name)
        #expect(parts.sibling(named: ".tmp") == sibling)
    }
}
