/// A lesson's report as one HTML page. (Filled in with the site.)
public struct LessonPage {
    public var language: Language

    public init(language: Language) {
        self.language = language
    }

    public func render(_ report: LessonReport, sources: LessonSources) throws -> String {
        "<!doctype html>\n"
    }
}

/// Builds the static site. (Filled in with the site.)
public struct SiteBuilder {
    public let catalogue: LessonCatalogue

    public init(catalogue: LessonCatalogue) {
        self.catalogue = catalogue
    }

    public func build(into path: String) throws {}
}
