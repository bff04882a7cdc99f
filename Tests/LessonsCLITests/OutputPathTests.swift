import Foundation
import LessonsCLI
import Testing

@Suite("Where an output path points: from the current folder, or from the package's when Xcode runs lessons")
struct OutputPathTests {
    let package = URL(fileURLWithPath: "/Users/me/RxSandbox")
    let products = "/Users/me/Library/Developer/Xcode/DerivedData/RxSandbox-abc/Build/Products/Debug"

    @Test("in Terminal, a relative path is from the current folder, as in any tool")
    func terminal() {
        #expect(
            OutputPath.resolved("docs", environment: [:], currentDirectory: "/tmp", packageFolder: package)
                == "docs")
        #expect(
            OutputPath.resolved("/tmp/site", environment: [:], currentDirectory: "/x", packageFolder: package)
                == "/tmp/site")
    }

    @Test("from Xcode's build folder, a relative path is from the package's folder; an absolute one stays")
    func xcode() {
        let xcode = ["__XCODE_BUILT_PRODUCTS_DIR_PATHS": products]
        #expect(
            OutputPath.resolved(
                "docs", environment: xcode, currentDirectory: products, packageFolder: package)
                == "/Users/me/RxSandbox/docs")
        #expect(
            OutputPath.resolved(
                "pages/binder.html", environment: xcode, currentDirectory: products + "/",
                packageFolder: package)
                == "/Users/me/RxSandbox/pages/binder.html")
        #expect(
            OutputPath.resolved(
                "/tmp/site", environment: xcode, currentDirectory: products, packageFolder: package)
                == "/tmp/site")
    }

    @Test("a working folder the scheme names is kept: a relative path is from there")
    func customWorkingFolder() {
        let xcode = ["__XCODE_BUILT_PRODUCTS_DIR_PATHS": products + ":/elsewhere"]
        #expect(
            OutputPath.resolved(
                "docs", environment: xcode, currentDirectory: "/Users/me/notes", packageFolder: package)
                == "docs")
    }
}
