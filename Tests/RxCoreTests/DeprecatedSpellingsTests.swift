import RxTestSupport
import XCTest

/// The RxSwift 5 spellings that older tutorials use still compile, with a warning that names the
/// RxSwift 6 spelling. (Checked by compiling a snippet: calling them here would warn in our own build.)
final class DeprecatedSpellingsTests: XCTestCase {
    func testOldSpellingsCompileWithAWarningNamingTheNewOne() throws {
        let spellings: [(call: String, oldName: String, newName: String)] = [
            ("source.observeOn(MainScheduler.instance)", "observeOn", "observe(on:)"),
            ("source.subscribeOn(MainScheduler.instance)", "subscribeOn", "subscribe(on:)"),
            ("source.catchError { _ in .just(0) }", "catchError", "catch(_:)"),
            ("source.catchErrorJustReturn(0)", "catchErrorJustReturn", "catchAndReturn(_:)"),
            ("Observable.catchError([source, source])", "catchError", "catch(sequence:)"),
            ("source.takeUntil(Observable<Int>.never())", "takeUntil", "take(until:)"),
            ("source.takeUntil(.inclusive) { $0 > 1 }", "takeUntil(_:predicate:)", "take(until:behavior:)"),
            ("source.takeWhile { $0 < 3 }", "takeWhile", "take(while:)"),
            (
                "source.take(.seconds(1), scheduler: MainScheduler.instance)", "take(_:scheduler:)",
                "take(for:scheduler:)"
            ),
            ("source.skipUntil(Observable<Int>.never())", "skipUntil", "skip(until:)"),
            ("source.skipWhile { $0 < 3 }", "skipWhile", "skip(while:)"),
            ("source.elementAt(1)", "elementAt", "element(at:)"),
            ("source.retryWhen { (errors: Observable<Error>) in errors }", "retryWhen", "retry(when:)"),
        ]
        let body = spellings.enumerated()
            .map { "let value\($0.offset) = \($0.element.call)" }
            .joined(separator: "\n")
        let source = """
            import RxSandbox

            let source = Observable.of(1, 2, 3)
            \(body)
            """
        let result = try Typecheck.run(source)
        XCTAssertEqual(result.status, 0, "the snippet should compile:\n\(result.diagnostics)")
        for spelling in spellings {
            XCTAssertTrue(
                result.diagnostics.contains(
                    "'\(spelling.oldName)' is deprecated: renamed to '\(spelling.newName)'"),
                "no deprecation warning naming \(spelling.newName) for \(spelling.call):\n\(result.diagnostics)"
            )
        }
    }
}
