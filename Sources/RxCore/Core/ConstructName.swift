/// What a chain view calls a construct: a public type built of other sequences (`ControlProperty`,
/// `Driver`, `share`, a relay), drawn as one node with its internals folded into it. The construct
/// names itself where it is made, and says whether the name is a member of `.rx`.
package struct ConstructName: Equatable, Sendable {
    /// The name as a chain view draws it: `rx.text`, `Driver`, `share(replay: 1)`.
    package let text: String
    /// Whether it is a member of `.rx`: drawn after the object it is about with a dot
    /// (`nameField.rx.text`), where another name is drawn after a colon (`nameField: Driver`).
    package let isReactive: Bool

    /// A property or method of `.rx`: `.reactive("text")` is `rx.text`.
    package static func reactive(_ member: String) -> ConstructName {
        ConstructName(text: "rx." + member, isReactive: true)
    }

    /// Any other construct, by its name: `Driver`, `orEmpty`, `share`.
    package static func plain(_ name: String) -> ConstructName {
        ConstructName(text: name, isReactive: false)
    }
}
