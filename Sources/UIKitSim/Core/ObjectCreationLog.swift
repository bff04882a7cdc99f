/// Where the making of a simulated object (and of a delegate proxy, in RxCocoa's layer) is told: a scene
/// keeps a weak reference to everything made while it runs, so that its leak check can name what is
/// still alive once the scene has let go of it all.
///
/// UIKit is used from the main thread only, and so is this log.
package enum ObjectCreationLog {
    private static var handler: ((AnyObject) -> Void)?

    /// Calls `handler` with each object made while `body` runs (the handler before is put back after).
    package static func observe<Result>(
        _ handler: @escaping (AnyObject) -> Void, during body: () throws -> Result
    )
        rethrows -> Result
    {
        let saved = Self.handler
        Self.handler = handler
        defer { Self.handler = saved }
        return try body()
    }

    /// Tells the observer, if there is one, that `object` was made.
    package static func record(_ object: AnyObject) {
        handler?(object)
    }
}
