import LessonKit

/// Every lesson, in teaching order.
public let catalogue = LessonCatalogue([
    customBinder
])
