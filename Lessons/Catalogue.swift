import Foundation
import LessonKit

/// The folder of the package: the one that holds `Lessons/`.
private let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every lesson, in teaching order, and the site's reference pages, with `playground` as the scenes of
/// the last lesson (the learner's experiment, `Lessons/Playground/`: `learner-playground` passes it;
/// `lessons` and `learner-answers`, which do not link it, pass none, and `lessons` has
/// `learner-playground` run the playground). The narratives are in `Lessons/Narratives/<id>/` (`ko.md`, `en.md`); besides their own
/// code, the lessons show the `// @code` regions of the library files listed here (a test checks that no
/// other file of `Sources/` has one).
public func lessonCatalogue(playground: [Scene]) -> LessonCatalogue {
    LessonCatalogue(
        [
            reactiveNamespace,
            customBinder,
            controlPropertyLesson,
            controlEventLesson,
            delegateProxyLesson,
            delegateReturnValueLesson,
            scrollCurrentPage,
            bindVsDriveLesson,
            driverVsSignalLesson,
            sharingLesson,
            schedulersLesson,
            writingExtensions,
            beyondControls,
            todoAppLesson,
            weatherAppLesson,
            operatorsLesson,
            commonMistakesLesson,
            testingLesson,
            playgroundLesson(playground),
        ],
        operatorReference: [
            creationOperators, transformingOperators, filteringOperators, combiningOperators,
            errorHandlingOperators, timeOperators, utilityOperators, connectableOperators, traitOperators,
            schedulerOperators,
        ],
        pages: [marbleSyntaxPage, iOSDifferencesPage, sourcesPage, glossaryPage],
        narratives: packageFolder.appendingPathComponent("Lessons/Narratives"),
        libraryCode: [
            "Sources/Marbles/Diff/MarbleAssertions.swift",
            "Sources/RxCocoaSim/Core/Binder.swift",
            "Sources/RxCocoaSim/Core/Reactive.swift",
            "Sources/RxCocoaSim/Core/Reactive+UIControl.swift",
            "Sources/RxCocoaSim/UIKit/RxCollectionViewDelegateProxy.swift",
            "Sources/RxCocoaSim/UIKit/UIActivityIndicatorView+Rx.swift",
            "Sources/RxCocoaSim/UIKit/UIAlertAction+Rx.swift",
            "Sources/RxCocoaSim/UIKit/UIButton+Rx.swift",
            "Sources/RxCocoaSim/UIKit/UISlider+Rx.swift",
            "Sources/RxCocoaSim/UIKit/UITextField+Rx.swift",
        ].map { packageFolder.appendingPathComponent($0) })
}

/// The playground: a lesson whose scenes are the learner's, read from `Lessons/Playground/`.
private func playgroundLesson(_ scenes: [Scene]) -> Lesson {
    Lesson(
        id: "playground",
        title: Localized(ko: "플레이그라운드: 나만의 실험", en: "Playground: your own experiment"),
        summary: Localized(
            ko: "직접 만든 익스텐션과 사용자 스크립트를 가상 시간으로 실행해 마블로 봅니다",
            en: "Run an extension and a scripted user of your own in virtual time and see the marbles"),
        sourceFile: packageFolder.appendingPathComponent("Lessons/Playground/Playground.swift").path,
        scenes: scenes)
}
