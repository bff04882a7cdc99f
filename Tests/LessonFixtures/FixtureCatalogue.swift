import Foundation
import LessonKit
import RxSandbox

/// A catalogue of two small lessons whose files are written to a temporary folder, for the tests of
/// the command line and of the reports.
package final class FixtureCatalogue {
    package let folder: URL
    package let catalogue: LessonCatalogue

    /// With `withPage`, the catalogue has a reference page too, `marks`, whose narrative is `page`; with
    /// `tracing`, the scene of `button-taps` draws its chain; `value` is what `label-binder` writes into
    /// its label; with `buttonTapsAsOperators`, `button-taps` is a family of the operator reference
    /// (drawing the operator `main`), not a lesson.
    package init(
        narrative: String = FixtureCatalogue.narrative, failing: Bool = false, withPage: Bool = false,
        tracing: Bool = false, value: String = "<script>", buttonTapsAsOperators: Bool = false
    ) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lessonkit-fixture-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        for id in ["label-binder", "button-taps"] {
            let lessonFolder = folder.appendingPathComponent(id)
            try FileManager.default.createDirectory(at: lessonFolder, withIntermediateDirectories: true)
            try Self.source.write(
                to: lessonFolder.appendingPathComponent("Lesson.swift"), atomically: true, encoding: .utf8)
            for language in ["ko", "en"] {
                try narrative.replacingOccurrences(of: "LANG", with: language)
                    .write(
                        to: lessonFolder.appendingPathComponent("\(language).md"), atomically: true,
                        encoding: .utf8)
            }
        }
        let expected = failing ? "-b" : "-a"
        let labelBinder = Lesson(
            id: "label-binder", title: Localized(ko: "레이블 바인더", en: "Label binder"),
            summary: Localized(ko: "레이블에 값을 씁니다", en: "Writes a label <b>"),
            sourceFile: folder.appendingPathComponent("label-binder/Lesson.swift").path,
            scenes: [
                Scene("main") { stage in
                    let label = stage.show(UILabel(), as: "label", properties: ["text"])
                    let texts = PublishSubject<String?>()
                    texts.bind(to: label.rx.text).disposed(by: stage.disposeBag)
                    stage.at(10) { texts.onNext(value) }
                    stage.expect("label.text", expected, values: ["a": value])
                }
            ])
        let buttonTaps = Lesson(
            id: "button-taps", title: Localized(ko: "버튼 탭", en: "Button taps"),
            summary: Localized(ko: "탭을 셉니다", en: "Counts taps"),
            sourceFile: folder.appendingPathComponent("button-taps/Lesson.swift").path,
            scenes: [
                Scene("main", tracesChain: tracing) { stage in
                    let button = stage.show(UIButton(), as: "button", properties: [])
                    stage.record(button.rx.tap.scan(0) { count, _ in count + 1 }, as: "taps")
                    stage.user(at: 10, "tap") { button.simulateTap() }
                    stage.expect("taps", "-1")
                }
            ])
        if buttonTapsAsOperators {
            catalogue = LessonCatalogue([labelBinder], operatorReference: [buttonTaps])
            return
        }
        guard withPage else {
            catalogue = LessonCatalogue([labelBinder, buttonTaps])
            return
        }
        let pageFolder = folder.appendingPathComponent("marks")
        try FileManager.default.createDirectory(at: pageFolder, withIntermediateDirectories: true)
        for language in ["ko", "en"] {
            try Self.page.replacingOccurrences(of: "LANG", with: language)
                .write(
                    to: pageFolder.appendingPathComponent("\(language).md"), atomically: true, encoding: .utf8
                )
        }
        catalogue = LessonCatalogue(
            [labelBinder, buttonTaps],
            pages: [ReferencePage(id: "marks", title: Localized(ko: "기호", en: "Marks"))],
            narratives: folder)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// What the lessons' Swift file holds, as far as the reports can tell: one code region.
    package static let source = """
        // @code binding
        texts.bind(to: label.rx.text)
        // @end
        """

    /// The reference page's narrative, in which `LANG` is the language.
    package static let page = """
        A page in LANG.

        {{marbles --a--|}}
        """

    /// A narrative in which `LANG` is the language.
    package static let narrative = """
        Some *text* in LANG.

        {{code binding}}

        {{scene main}}
        """
}
