extension InfallibleType {
    /// The elements as an `AsyncStream`: `for await element in infallible.values { … }`. The loop ends
    /// when the sequence completes; leaving it (or cancelling its task) disposes the subscription.
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = subscribe(
                onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() },
                onDisposed: { continuation.finish() })
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}
