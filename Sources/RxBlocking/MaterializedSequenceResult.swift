/// How a blocking wait for a sequence ended, with every element received before it did: what
/// `BlockingObservable.materialize()` returns instead of throwing.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`.
    case completed(elements: [T])
    /// The sequence sent `elements`, then failed with `error` (or the wait timed out: `RxError.timeout`).
    case failed(elements: [T], error: Error)
}
