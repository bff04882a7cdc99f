/// Waits, in an `async` context, for the first outcome `subscribe` reports through `resume`. Cancelling
/// the waiting task disposes the subscription (whose `onDisposed` then reports `CancellationError`).
func firstOutcome<Value>(
    of subscribe: (_ resume: @escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            let resumed = OnceFlag()
            subscription.setDisposable(
                subscribe { outcome in
                    if resumed.claim() { continuation.resume(with: outcome) }
                })
        }
    } onCancel: {
        subscription.dispose()
    }
}
