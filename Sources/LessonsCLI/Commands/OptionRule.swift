import LessonKit

/// A rule of a command's options, declared once in its spec: the command's help states it, and the
/// parser refuses an invocation that breaks it, with the same words.
struct OptionRule: Sendable {
    /// What the rule says, as the help ends a sentence with it and a usage error tells it.
    let message: Localized
    /// Whether `invocation` breaks it.
    let isBroken: @Sendable (Invocation) -> Bool

    /// `first` and `second` can't be given together (`--scene` and `--html`).
    static func exclusive(_ first: OptionSpec, _ second: OptionSpec, _ message: Localized) -> OptionRule {
        OptionRule(message: message) { invocation in
            invocation.options[first.name] != nil && invocation.options[second.name] != nil
        }
    }

    /// `option` needs the command's operand (`--scene` needs a lesson id).
    static func needsOperand(_ option: OptionSpec, _ message: Localized) -> OptionRule {
        OptionRule(message: message) { invocation in
            invocation.options[option.name] != nil && invocation.operand == nil
        }
    }
}
