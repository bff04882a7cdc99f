// RxSwift's bridges between Rx and Swift concurrency for `Observable`: read a sequence with
// `for try await`, or turn an `AsyncSequence` into an `Observable`.

extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`: `for try await element in sequence.values { … }`. The
    /// loop ends when the sequence completes, throws its error, and throws `CancellationError` if the
    /// subscription is disposed first. Leaving the loop (or cancelling its task) disposes the
    /// subscription.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let finished = OnceFlag()
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { error in
                    if finished.claim() { continuation.finish(throwing: error) }
                },
                onCompleted: {
                    if finished.claim() { continuation.finish() }
                },
                onDisposed: {
                    if finished.claim() { continuation.finish(throwing: CancellationError()) }
                })
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}

extension AsyncSequence {
    /// The elements of this `AsyncSequence` as an `Observable`: each subscription iterates it in a
    /// detached task of `priority`, sending each element, then completion (also when the task is
    /// cancelled) or the error it throws. Disposing the subscription cancels the task.
    ///
    /// The elements arrive on the task's thread, not on a scheduler: in virtual time, use a
    /// sequence made with Rx instead.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            let task = Task.detached(priority: priority) {
                do {
                    for try await element in self {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch is CancellationError {
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
