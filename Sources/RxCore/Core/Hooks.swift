import Foundation

/// Global behaviour that a program (or a lesson runner) may replace. Set a hook before the
/// subscriptions that use it are made (at start-up, or in a test's `setUp`): subscriptions on any thread
/// read them, and a hook is not guarded against being replaced while another thread reads it.
public enum Hooks {
    /// What receives an error that reached a subscription made without `onError`.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// What records the call stack of a subscription, one line per frame.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Receives the error of a subscription made with closures but none for errors (`subscribe(onNext:)`
    /// without `onError`, a `Single`'s `subscribe(onSuccess:)` without `onFailure`), with the call stack
    /// the subscription recorded when it was made (empty unless `recordCallStackOnError` was on then).
    /// The default prints `Unhandled error happened: …`, and the call
    /// stack if there is one, in debug builds, as RxSwift does, and nothing in release builds.
    public static var defaultErrorHandler: DefaultErrorHandler = { callStack, error in
        #if DEBUG
            print("Unhandled error happened: \(error)")
            if !callStack.isEmpty {
                print("subscription called from:\n\(callStack.joined(separator: "\n"))")
            }
        #endif
    }

    /// Whether the subscriptions made with closures (`subscribe(onNext:…)`, and the traits'
    /// `subscribe(onSuccess:…)`, `subscribe(onCompleted:…)`, `subscribe(_:)` of an `Infallible`) record the
    /// call stack when they subscribe (with `customCaptureSubscriptionCallstack`), to hand it to `defaultErrorHandler` if
    /// an error comes that nothing handles. Off by default: recording costs time at every subscription.
    public static var recordCallStackOnError = false

    /// Records the call stack, while `recordCallStackOnError` is on. The default returns
    /// `Thread.callStackSymbols` in debug builds and nothing in release builds, as RxSwift does (on
    /// Linux the frames are addresses in binaries, not symbol names).
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
        #if DEBUG
            Thread.callStackSymbols
        #else
            []
        #endif
    }

    /// The call stack to keep for a subscription being made: recorded if `recordCallStackOnError` is
    /// on, else empty.
    @inlinable
    package static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// Receives, in debug builds, the name of a subject (`PublishSubject<Int>`) into which two threads
    /// sent events at the same time (see `SynchronizationTracker`). The default prints RxSwift's kind
    /// of warning; a lesson's scene prints it in its console, in the scene's language.
    package static var synchronizationAnomaly: (_ subject: String) -> Void = { subject in
        print(synchronizationAnomalyMessage(subject))
    }

    /// The warning for a synchronization anomaly in `subject`: what happened, why it matters, what to do.
    package static func synchronizationAnomalyMessage(_ subject: String) -> String {
        """
        ⚠️ Synchronization anomaly was detected in \(subject).
          > Problem: two threads are sending events into it at the same time, so
            its observers receive them overlapping, which breaks the grammar
            next* (error | completed)?, one event at a time.
          > Fix: send from one thread, or through a serial scheduler
            (observe(on:) before it).
        """
    }
}
