import LessonKit
import RxSandbox

/// Inside the lessons, `print` writes to the console of the scene that is running, where the report
/// shows each line at the virtual time it was printed (outside a scene it prints as usual). So lesson
/// code can `print` the way the blog posts do. A color, point or object is written in the sandbox's
/// words (`ValueText`), the same on a Mac as on Linux.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { ValueText.of($0) ?? String(describing: $0) }.joined(separator: separator)
    if let stage = Stage.current {
        stage.print(text, terminator: terminator)
    } else {
        Swift.print(text, terminator: terminator)
    }
}

/// `print` for a line a lesson writes in both languages: the scene prints it in the language it runs
/// in (outside a scene, in English).
func print(_ text: Localized) {
    print(Stage.current.map { text[$0.language] } ?? text[.en])
}
