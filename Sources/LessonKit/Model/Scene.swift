/// One run of a lesson in virtual time: a script that sets up objects and bindings on a `Stage`,
/// schedules what the user does, and states what the streams should look like.
public struct Scene {
    /// The name the narrative uses for it: `{{scene NAME}}`.
    package let id: String
    /// The script. It runs at virtual time 0; the scheduler then runs everything it scheduled.
    package let script: (Stage) throws -> Void
    /// Whether the scene traces its chains from the start (see `Stage.traceChain()`).
    package let tracesChain: Bool
    /// In the operator reference, the operators the scene draws besides the one its id names, by their
    /// scene ids (`from`, drawn with `of`): what `lessons run operators/<name>` finds it by.
    package let alsoDraws: [String]

    /// A scene `id` running `script`; with `tracesChain`, every subscription it makes is drawn in its
    /// chain view, as if its script began with `stage.traceChain()`. In the operator reference,
    /// `alsoDraws` names the other operators the scene draws (`["from"]`).
    public init(
        _ id: String, tracesChain: Bool = false, alsoDraws: [String] = [],
        script: @escaping (Stage) throws -> Void
    ) {
        self.id = id
        self.tracesChain = tracesChain
        self.alsoDraws = alsoDraws
        self.script = script
    }
}
