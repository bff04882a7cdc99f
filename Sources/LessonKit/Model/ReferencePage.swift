import Foundation

/// A page of the site that is not a lesson (the marble syntax, the differences from iOS): an id and a
/// title in both languages. Its narrative (`ko.md`, `en.md`, in the catalogue's narrative folder under
/// the page's id) may draw diagrams with `{{marbles DIAGRAM}}`.
public struct ReferencePage {
    /// The page's file name on the site, without `.html`, and its narrative folder's name.
    package let id: String
    /// The title, in both languages.
    package let title: Localized
    /// The folder of the page's `ko.md` and `en.md` (set by the catalogue).
    package internal(set) var narrativeFolder: URL?

    public init(id: String, title: Localized) {
        self.id = id
        self.title = title
    }
}
