import Marbles

/// The frame of every HTML page: a complete, valid HTML5 document with its style sheet and script
/// inlined, so that it needs no other file, font or URL (it works from `file://` and from any static
/// host).
struct HTMLPage {
    /// The page's language (the `lang` of `<html>`).
    var language: Language
    /// The `<title>`.
    var title: String
    /// The navigation bar's links, as HTML (empty for a page on its own).
    var navigation: String
    /// What `<main>` holds, as HTML.
    var main: String

    var html: String {
        """
        <!doctype html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(MarkupEscaping.escape(title))</title>
        <style>
        \(SiteStyle.css)
        </style>
        </head>
        <body>
        \(navigation.isEmpty ? "" : "<nav class=\"site-nav\">\(navigation)</nav>")
        <main>
        \(main)
        </main>
        <footer>\(MarkupEscaping.escape(Self.footer[language]))</footer>
        <script>
        \(SiteScript.javascript)
        </script>
        </body>
        </html>

        """
    }

    private static let footer = Localized(
        ko: "RxSandbox · 모든 레슨은 가상 시간에서 실행되었고, 보이는 코드는 실행된 그 코드입니다.",
        en: "RxSandbox · every lesson ran in virtual time, and the code shown is the code that ran.")
}
