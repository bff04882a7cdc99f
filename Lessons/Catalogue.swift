import LessonKit

/// Every lesson, in teaching order.
public let catalogue = LessonCatalogue([
    // lesson: reactive-namespace
    customBinder,
    // lesson: control-property
    // lesson: control-event
    // lesson: delegate-proxy
    // lesson: scroll-current-page
    // lesson: bind-vs-drive
    // lesson: writing-extensions
    // lesson: todo-app
    // lesson: playground
])
