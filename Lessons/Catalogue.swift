import Foundation
import LessonKit

/// The folder of the package: the one that holds `Lessons/`.
private let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every lesson, in teaching order, and the site's reference pages. Their narratives are in
/// `Lessons/Narratives/<id>/` (`ko.md`, `en.md`); besides their own code, they show the `// @code`
/// regions of the library files listed here (a test checks that no other file of `Sources/` has one).
public let catalogue = LessonCatalogue(
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
        todoAppLesson,
        operatorsLesson,
        commonMistakesLesson,
        testingLesson,
        playground,
    ],
    pages: [marbleSyntaxPage, iOSDifferencesPage, sourcesPage, glossaryPage],
    narratives: packageFolder.appendingPathComponent("Lessons/Narratives"),
    libraryCode: [
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
