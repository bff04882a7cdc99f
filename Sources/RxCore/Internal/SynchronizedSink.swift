/// A sink for operators with more than one source: every event, from any source, is handled under one
/// recursive lock, so the sources' events are serialized before they reach the sink's state.
@usableFromInline
class SynchronizedSink<Input, Output>: Sink<Input, Output> {
    final let lock = RecursiveLock()

    /// Runs `body` under the sink's lock.
    @inline(__always)
    final func synchronized<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.performLocked(body)
    }
}
