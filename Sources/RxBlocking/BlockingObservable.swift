import Foundation
import RxCore

/// A sequence whose operators wait: each of them subscribes, holds the calling thread until the
/// sequence has given its answer (or `timeout` runs out), and returns that answer as a plain value.
///
/// Made with `toBlocking(timeout:)`. It is meant for tests and for trying things out; in an app,
/// blocking a thread to wait for a sequence usually means the design should react instead.
public struct BlockingObservable<Element> {
    /// How long an operator may wait, in seconds, before it throws `RxError.timeout`; `nil` waits
    /// for as long as it takes.
    let timeout: TimeInterval?
    /// The sequence each operator subscribes to.
    let source: Observable<Element>
}
