/// An object still alive after its scene let go of everything (its dispose bag emptied, its named
/// objects and its script released): something that outlived the scene holds it strongly. It is named
/// as the scene named it (`show(_:as:)`, `watch(_:as:)`), else by its class.
package struct ObjectLeft: Equatable, Sendable {
    /// The name the scene gave it, if it gave one.
    package let name: String?
    /// Its class: `UIStepper`.
    package let type: String

    package init(name: String?, type: String) {
        self.name = name
        self.type = type
    }

    /// How a report names it: `` `valueLabel` ``, or `` a `UIStepper` the scene made ``.
    package func named(in language: Language) -> String {
        if let name { return "`\(name)`" }
        return Localized(ko: "장면이 만든 `\(type)`", en: "a `\(type)` the scene made")[language]
    }

    /// What a report says of it: "`valueLabel` is still alive after the scene: something holds it
    /// strongly".
    package func sentence(in language: Language) -> String {
        Localized(
            ko: "\(named(in: .ko))이(가) 장면이 끝난 뒤에도 살아 있습니다: 무언가가 강하게 붙잡고 있습니다",
            en: "\(named(in: .en)) is still alive after the scene: something holds it strongly")[language]
    }
}
