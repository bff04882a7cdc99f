import Foundation
import LessonKit

/// Every lesson, in teaching order, and the site's reference pages. Their narratives are in
/// `Lessons/Narratives/<id>/` (`ko.md`, `en.md`).
public let catalogue = LessonCatalogue(
    [
        reactiveNamespace,
        customBinder,
        controlPropertyLesson,
        controlEventLesson,
        delegateProxyLesson,
        scrollCurrentPage,
        bindVsDriveLesson,
        writingExtensions,
        todoAppLesson,
        playground,
    ],
    pages: [marbleSyntaxPage, iOSDifferencesPage],
    narratives: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Narratives"))
