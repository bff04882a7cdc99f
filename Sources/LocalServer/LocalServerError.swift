/// Why the local server could not start, in words a person can act on.
///
/// Contract: `description` says what failed and what to do ("port 8080 is in use: choose another with
/// --port, or leave it out to take a free one").
package enum LocalServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another program listens on the port asked for, on 127.0.0.1.
    case portInUse(UInt16)
    /// The port asked for needs privileges (below 1024, on most systems).
    case portNeedsPrivileges(UInt16)
    /// A system call failed for another reason: which one, and the system's words.
    case systemCallFailed(operation: String, reason: String)

    package var description: String {
        switch self {
        case .portInUse(let port):
            "port \(port) is in use: choose another with --port, or leave it out to take a free one"
        case .portNeedsPrivileges(let port):
            "port \(port) can't be opened without administrator rights (ports below 1024 are reserved): "
                + "choose one from 1024 up with --port, or leave it out to take a free one"
        case .systemCallFailed(let operation, let reason):
            "the local server could not start: \(operation) failed (\(reason))"
        }
    }
}
