/// What the arguments of `lessons` ask for, once parsed: a command of the table with its operand and
/// options, or the version.
package enum ParsedArguments: Equatable, Sendable {
    /// A command (`help` included: `lessons`, `--help` and `run --help` are the `help` command).
    case command(Invocation)
    /// `lessons --version`.
    case version
}
