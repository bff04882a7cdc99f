import RxCore

extension SharedSequence {
    /// The elements as an `AsyncStream`, for `for await value in driver.values { … }`: the stream
    /// finishes when the shared sequence completes (it cannot fail), and cancelling the loop disposes
    /// of the subscription. On the main actor, as RxCocoa's.
    @MainActor public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() })
            continuation.onTermination = { @Sendable termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}
