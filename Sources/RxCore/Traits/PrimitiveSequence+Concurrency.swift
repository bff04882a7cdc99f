// RxSwift's bridges between the traits and Swift concurrency: `try await single.value`, and a `Single`
// made of an `async` closure.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single of what the `async` closure `work` returns (or throws), run in a task (detached if
    /// `detached`) at each subscription; disposing the subscription cancels the task.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false, priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        .create { observer in
            let operation: @Sendable () async -> Void = {
                do {
                    observer(.success(try await work()))
                } catch {
                    observer(.failure(error))
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// The element, awaited: `let user = try await single.value`. Throws the single's error, or
    /// `CancellationError` if the subscription ends first (the waiting task cancelled).
    public var value: Element {
        get async throws {
            try await firstOutcome { resume in
                subscribe(
                    onSuccess: { resume(.success($0)) }, onFailure: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The element, awaited, or `nil` if the maybe completes without one. Throws its error, or
    /// `CancellationError` if the subscription ends first.
    public var value: Element? {
        get async throws {
            try await firstOutcome { resume in
                subscribe(
                    onSuccess: { resume(.success($0)) }, onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Awaits the completion: `try await completable.value`. Throws its error, or `CancellationError` if
    /// the subscription ends first.
    public var value: Void {
        get async throws {
            try await firstOutcome { resume in
                subscribe(
                    onCompleted: { resume(.success(())) }, onError: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}
