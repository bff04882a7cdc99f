import Dispatch

extension Array {
    /// `map`, with the elements transformed at the same time, on as many cores as there are; the results
    /// come in the order of the elements. `transform` must only read what it shares with other calls.
    func concurrentMap<Result>(_ transform: (Element) -> Result) -> [Result] {
        var results = [Result?](repeating: nil, count: count)
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
