import Foundation

extension ObservableType {
    /// The same sequence, printing a line for each subscription, event and disposal:
    /// `<time>: <identifier> -> subscribed`, `-> Event next(1)`, `-> isDisposed`.
    ///
    /// The time and the output come from `Hooks.debugTimestamp` and `Hooks.debugOutput`, which print
    /// the wall clock to standard output unless replaced (a lesson prints the virtual clock instead).
    /// With `trimOutput`, event descriptions longer than 40 characters are shortened.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name =
            identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        let log: (String) -> Void = { message in
            Hooks.debugOutput("\(Hooks.debugTimestamp()): \(name) -> \(message)")
        }
        let describe: (String) -> String = { description in
            guard trimOutput, description.count > 40 else { return description }
            return "\(description.prefix(20))...\(description.suffix(20))"
        }
        return Deferred(
            {
                log("subscribed")
                return self.asObservable()
                    .do(
                        onNext: { log("Event \(describe(Event<Element>.next($0).debugDescription))") },
                        onError: { log("Event \(describe(Event<Element>.error($0).debugDescription))") },
                        onCompleted: { log("Event completed") },
                        onDispose: { log("isDisposed") })
            }, name: "debug")
    }
}

extension Hooks {
    /// The time stamp `debug` prints. The default is the wall clock, `yyyy-MM-dd HH:mm:ss.SSS`.
    public static var debugTimestamp: () -> String = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: Date())
    }

    /// Where `debug` writes its lines. The default prints them.
    public static var debugOutput: (String) -> Void = { print($0) }
}
