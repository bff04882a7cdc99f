import Foundation
import RxCore

/// A sequence whose operators wait: each of them subscribes, holds the calling thread until the
/// sequence has given its answer (or `timeout` runs out), and returns that answer as a plain value.
///
/// How it waits: on the main thread it keeps the main run loop turning, so that work queued for the
/// main thread (`MainScheduler`, a timer on the main queue) still runs and can answer; on any other
/// thread it sleeps until the answer comes from another one. So the answer must not need the blocked
/// thread for anything else. Waiting on a serial queue the sequence is delivered on, or inside a
/// `CurrentThreadScheduler` action for a sequence that sends from the trampoline (`of`, `from`),
/// never ends, or ends at the timeout. (The main queue is such a queue where it is not drained by the
/// main thread's run loop: on Linux a `@MainActor` Swift Testing test runs on it, off the main thread,
/// and cannot wait there for `MainScheduler`'s work. XCTest's tests run on the main thread.)
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
