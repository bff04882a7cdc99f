import LessonKit
import TextSupport

/// The frame of every HTML page: a complete, valid HTML5 document that needs no font or URL from
/// outside (it works from `file://` and from any static host).
///
/// A page on its own (`lessons run ID --html FILE`) inlines its style sheet and script. A page of the
/// site links the site's own copies instead (`assets/site.css`, `assets/site.js`, at `assetsPath`),
/// so that they are written once.
struct HTMLPage {
    /// The page's language (the `lang` of `<html>`).
    var language: Language
    /// The `<title>`.
    var title: String
    /// The navigation bar's links, as HTML (empty for a page on its own).
    var navigation: String
    /// What `<main>` holds, as HTML.
    var main: String
    /// The relative path of the site's `assets/` folder (`../assets/`), or `nil` to inline them.
    var assetsPath: String? = nil

    /// The style sheet and the script of the pages, as the site's asset files.
    static let assets: [(path: String, contents: String)] = [
        ("assets/site.css", css + "\n"), ("assets/site.js", javascript + "\n"),
    ]

    /// The site's style sheet, then the simulated screen's and the chain view's.
    static let css = PageAssets.siteStyle + "\n" + PageAssets.screenStyle + "\n" + PageAssets.chainStyle
    /// The frames' script (which listens before the scrubber sets up), the chain view's, then the
    /// scrubber's.
    static let javascript =
        PageAssets.framesScript + "\n" + PageAssets.chainScript + "\n" + PageAssets.scrubberScript

    var html: String {
        let style =
            assetsPath.map { "<link rel=\"stylesheet\" href=\"\($0)site.css\">" }
            ?? "<style>\n\(Self.css)\n</style>"
        let script =
            assetsPath.map { "<script src=\"\($0)site.js\"></script>" }
            ?? "<script>\n\(Self.javascript)\n</script>"
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(MarkupEscaping.escape(title))</title>
            \(style)
            </head>
            <body>
            \(navigation.isEmpty ? "" : "<nav class=\"site-nav\">\(navigation)</nav>")
            <main>
            \(main)
            </main>
            <footer>\(MarkupEscaping.escape(Self.footer[language]))</footer>
            \(script)
            </body>
            </html>

            """
    }

    private static let footer = Localized(
        ko: "RxSandbox · 모든 레슨은 가상 시간에서 실행되었고, 보이는 코드는 실행된 그 코드입니다.",
        en: "RxSandbox · every lesson ran in virtual time, and the code shown is the code that ran.")
}
