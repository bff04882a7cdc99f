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
}
