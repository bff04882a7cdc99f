import LessonKit
import TextSupport

/// What the site holds, for the tools that read it (the browser check, `Scripts/check_site.py`),
/// written as the file that marks a folder as a site `lessons site` made (`SiteBuilder.markerPath`): every
/// page's path by language and kind (the lessons in teaching order, the operator reference's families), the shared files, and the names
/// the pages' markup and scripts agree on (`PageContract`). It is JSON, and the same bytes for the same
/// catalogue.
struct SiteManifest {
    /// The lessons' pages, in teaching order.
    var lessons: [SitePage]
    /// The operator reference's pages, a family each, in the index's order.
    var operators: [SitePage]
    var exercises: [SitePage]
    var references: [SitePage]
    /// The shared files' paths from the site's root.
    var assets: [String]

    var json: String {
        let languages = Language.allCases.map { language in
            let lists = [
                ("index", JSONText.string(SitePage.index.path(in: language))),
                ("lessons", list(lessons.map { $0.path(in: language) })),
                ("operators", list(operators.map { $0.path(in: language) })),
                ("exercises", list(exercises.map { $0.path(in: language) })),
                ("references", list(references.map { $0.path(in: language) })),
            ]
            return "    \(JSONText.string(language.rawValue)): {\n"
                + lists.map { "      \(JSONText.string($0)): \($1)" }.joined(separator: ",\n") + "\n    }"
        }
        let contract = PageContract.names.map { "    \(JSONText.string($0)): \(JSONText.string($1))" }
        return """
            {
              "generatedBy": "lessons site: the folder is replaced as a whole",
              "home": \(JSONText.string(SitePage.home.fileName)),
              "assets": \(list(assets)),
              "languages": {
            \(languages.joined(separator: ",\n"))
              },
              "contract": {
            \(contract.joined(separator: ",\n"))
              }
            }

            """
    }

    private func list(_ items: [String]) -> String {
        "[" + items.map(JSONText.string).joined(separator: ", ") + "]"
    }
}
