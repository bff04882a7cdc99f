import LessonKit
import TextSupport

/// What makes a page of the site live when `lessons serve` serves it: the per-run secret its
/// requests carry (in a `meta` element only this server's pages hold), the live script and style
/// (`Assets/live.js`, `Assets/live.css`, served beside the site, never written into it), and the
/// editors' words in the page's language. Every page is made live: each hears when the learner's
/// code it shows was rebuilt.
package enum LivePage {
    /// Where the server serves the live script and its style sheet.
    package static let scriptPath = "/live/live.js"
    package static let stylePath = "/live/live.css"

    /// The live script (`Assets/live.js`).
    package static let script = PageAssets.liveScript
    /// The live editors' style sheet (`Assets/live.css`).
    package static let style = PageAssets.liveStyle

    /// `page` as served live: with the secret, the style and the words in its head, and the script
    /// after everything else. `secret` is hexadecimal (nothing to escape, checked).
    package static func html(_ page: String, secret: String) -> String {
        precondition(secret.allSatisfy(\.isHexDigit), "the secret must be hexadecimal")
        guard let head = page.range(of: "</head>"),
            let body = page.range(of: "</body>", options: .backwards)
        else { return page }
        let language: Language = page.contains("<html lang=\"ko\">") ? .ko : .en
        let headEnd = """
            <meta name="rxsandbox-live" content="\(secret)">
            <link rel="stylesheet" href="\(stylePath)">

            """
        let bodyEnd = """
            <script type="application/json" id="rxsandbox-live-words">\(words(language))</script>
            <script src="\(scriptPath)"></script>

            """
        return page[..<head.lowerBound] + headEnd + page[head.lowerBound..<body.lowerBound] + bodyEnd
            + page[body.lowerBound...]
    }

    /// The editors' words in `language`, as a JSON object (safe inside a `script` element: see
    /// `JSONText`).
    static func words(_ language: Language) -> String {
        let pairs = LiveWords.all.map { name, word in
            JSONText.string(name) + ":" + JSONText.string(word[language])
        }
        return "{" + pairs.joined(separator: ",") + "}"
    }
}

/// The words of the live editors, in both languages (placeholders in braces are filled in by the
/// script).
enum LiveWords {
    static let all: [(String, Localized)] = [
        (
            "note",
            Localized(
                ko: "입력 레인을 바로 바꿔 볼 수 있습니다. 바꿀 때마다 장면의 Swift 코드가 다시 실행됩니다.",
                en: "The input lanes can be changed here: each change runs the scene's Swift code again.")
        ),
        ("hot", Localized(ko: "(핫 옵저버블)", en: "(hot observable)")),
        ("cold", Localized(ko: "(콜드 옵저버블)", en: "(cold observable)")),
        ("stripLabel", Localized(ko: "{lane} 레인의 프레임", en: "frames of the lane {lane}")),
        (
            "marbleLabel",
            Localized(ko: "프레임 {frame}의 {event}", en: "{event} at frame {frame}")
        ),
        ("value", Localized(ko: "값", en: "value")),
        ("eventKind", Localized(ko: "이벤트 종류", en: "kind of event")),
        ("next", Localized(ko: "값 (next)", en: "next")),
        ("error", Localized(ko: "에러", en: "error")),
        ("completed", Localized(ko: "완료", en: "completed")),
        ("remove", Localized(ko: "지우기", en: "delete")),
        ("text", Localized(ko: "마블 텍스트", en: "marble text")),
        ("reset", Localized(ko: "코드의 입력으로", en: "back to the code's input")),
        (
            "help",
            Localized(
                ko: "마블을 끌거나, 골라서 ←/→로 한 프레임씩 옮깁니다. 빈 프레임을 누르면 마블이 생기고, Delete로 지웁니다.",
                en:
                    "Drag a marble, or select it and move it one frame with ←/→. Click an empty frame to add one; Delete removes it."
            )
        ),
        ("updated", Localized(ko: "다시 실행했습니다({ms}ms)", en: "ran again ({ms} ms)")),
        (
            "keptLastGood",
            Localized(
                ko: "입력을 만들 수 없어 마지막으로 올바른 다이어그램을 그대로 둡니다",
                en: "an input could not be made: the last good diagram stays")
        ),
        ("failed", Localized(ko: "서버가 답하지 않았습니다:", en: "the server did not answer:")),
        (
            "pageNote",
            Localized(
                ko: "이 페이지는 코드를 저장할 때마다 저절로 바뀝니다(lessons serve).",
                en: "This page updates by itself each time you save your code (lessons serve).")
        ),
        ("building", Localized(ko: "저장한 코드를 빌드하고 있습니다…", en: "building the code you saved…")),
        ("rebuilt", Localized(ko: "저장한 코드로 이 페이지를 다시 만들었습니다", en: "this page now shows the code you saved")),
        (
            "buildFailed",
            Localized(
                ko: "저장한 코드가 컴파일되지 않습니다. 페이지는 마지막으로 빌드된 코드를 그대로 보여 줍니다:",
                en: "the code you saved does not compile; the page still shows the last code that did:")
        ),
        (
            "editedInCode",
            Localized(ko: "이 페이지에서 바꾼 입력으로 실행했습니다", en: "ran with the input changed on this page")
        ),
    ]
}
