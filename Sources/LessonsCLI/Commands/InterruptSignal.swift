import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT) and a polite `kill` (SIGTERM) as a call on a queue, instead of the end of the
/// process: how `lessons serve` stops cleanly (its connections closed, its port given back).
///
/// Contract: from `init` until `cancel()`, each of the two signals runs `handler` on `queue` (the
/// process's default action for them is set aside); `cancel()` gives both their default action back.
final class InterruptSignal {
    private var sources: [DispatchSourceSignal] = []
    private static let numbers = [SIGINT, SIGTERM]

    init(queue: DispatchQueue, handler: @escaping () -> Void) {
        for number in Self.numbers {
            // Ignored by the process, so that only the dispatch source sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler(handler: handler)
            source.resume()
            sources.append(source)
        }
    }

    /// Gives both signals their default action back.
    func cancel() {
        for source in sources { source.cancel() }
        sources = []
        for number in Self.numbers { signal(number, SIG_DFL) }
    }
}
