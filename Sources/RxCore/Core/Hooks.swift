/// Global behaviour that a program (or a lesson runner) may replace.
public enum Hooks {
    /// What receives an error that reached a subscription made without `onError`.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Receives the error of a subscription made without `onError`. The default prints
    /// `Unhandled error happened: …` in debug builds, as RxSwift does, and nothing in release builds.
    /// The sandbox records no call stacks, so the first argument is always empty.
    public static var defaultErrorHandler: DefaultErrorHandler = { _, error in
        #if DEBUG
            print("Unhandled error happened: \(error)")
        #endif
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
