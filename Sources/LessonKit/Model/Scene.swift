/// One run of a lesson in virtual time: a script that sets up objects and bindings on a `Stage`,
/// schedules what the user does, and states what the streams should look like.
public struct Scene {
    /// The name the narrative uses for it: `{{scene NAME}}`.
    package let id: String
    /// The script. It runs at virtual time 0; the scheduler then runs everything it scheduled.
    package let script: (Stage) throws -> Void

    public init(_ id: String, script: @escaping (Stage) throws -> Void) {
        self.id = id
        self.script = script
    }
}
