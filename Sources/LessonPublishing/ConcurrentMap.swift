import Dispatch

extension Array {
    /// `map`, with the elements transformed at the same time, on as many cores as there are; the results
    /// come in the order of the elements.
    ///
    /// `transform` runs on several threads at once: it may only read what the calls share (values,
    /// and objects no one changes meanwhile), never change it, and never touch the process-wide
    /// hooks a running scene uses (`Hooks`, `Stage.current`, the property-change log).
    package func concurrentMap<Transformed>(_ transform: @Sendable (Element) -> Transformed) -> [Transformed]
    {
        var results = [Transformed?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each call writes its own slot only.
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots[index] = transform(self[index])
            }
        }
        // Every slot was written: nothing is dropped.
        return results.compactMap { $0 }
    }
}
